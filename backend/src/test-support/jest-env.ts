// Loaded before every backend test file (jest.config.js setupFiles). The suites set passwords and sign in hundreds of
// times; at argon2's default cost each was 0.2-0.4 s of CPU on a CI machine, so new hashes here are made at the lowest
// cost argon2id allows (identity-config.ts, passwordHashingFrom). A value set in the environment wins.
process.env.PASSWORD_HASH_MEMORY_KIB ??= '1024';
process.env.PASSWORD_HASH_ITERATIONS ??= '1';
