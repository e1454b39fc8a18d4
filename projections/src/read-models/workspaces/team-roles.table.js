"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=team-roles.table.js.map