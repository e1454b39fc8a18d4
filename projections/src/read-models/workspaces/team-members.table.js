"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=team-members.table.js.map