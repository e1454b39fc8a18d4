"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=clients.table.js.map