/**
 * The relay's budgets in Redis, shared by several instances of the relay.
 * Imports nothing: the app passes a function that runs a script on its own
 * Redis client.
 */
export { redisStore, type RedisEval, type RedisStoreOptions } from './redisStore';
