"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=teams.table.js.map