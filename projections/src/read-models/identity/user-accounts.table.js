"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=user-accounts.table.js.map