"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=workspaces.tables.js.map