"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=industries.table.js.map