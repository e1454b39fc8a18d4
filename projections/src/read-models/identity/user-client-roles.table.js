"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=user-client-roles.table.js.map