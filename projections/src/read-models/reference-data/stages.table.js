"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=stages.table.js.map