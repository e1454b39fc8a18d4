"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.referenceDataMigrations = void 0;
const kysely_1 = require("kysely");
exports.referenceDataMigrations = {
    '20261122_1100_reference_data': {
        async up(db) {
            await db.schema
                .createTable('industries')
                .addColumn('industry_id', 'text', (c) => c.primaryKey())
                .addColumn('industry_name', 'text', (c) => c.notNull())
                .addColumn('sort_order', 'integer', (c) => c.notNull())
                .addColumn('sub_industries', 'jsonb', (c) => c.notNull().defaultTo((0, kysely_1.sql) `'[]'::jsonb`))
                .execute();
            await db.schema
                .createTable('stages')
                .addColumn('stage_id', 'text', (c) => c.primaryKey())
                .addColumn('stage_name', 'text', (c) => c.notNull())
                .addColumn('sort_order', 'integer', (c) => c.notNull())
                .execute();
            await db.schema
                .createTable('organizations')
                .addColumn('organization_id', 'text', (c) => c.primaryKey())
                .addColumn('name', 'text', (c) => c.notNull())
                .execute();
        },
        async down(db) {
            await db.schema.dropTable('organizations').execute();
            await db.schema.dropTable('stages').execute();
            await db.schema.dropTable('industries').execute();
        },
    },
};
//# sourceMappingURL=reference-data.migrations.js.map