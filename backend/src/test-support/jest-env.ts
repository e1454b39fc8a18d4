// Loaded before every backend test file (jest.config.js setupFiles): new password hashes are made at the lowest cost
// argon2id allows (config/password-hashing.ts). A value set in the environment wins.
import { LOWEST_PASSWORD_HASHING_ENV } from '../config/password-hashing';

for (const [name, value] of Object.entries(LOWEST_PASSWORD_HASHING_ENV)) process.env[name] ??= value;
