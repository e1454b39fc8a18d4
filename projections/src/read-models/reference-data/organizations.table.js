"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=organizations.table.js.map