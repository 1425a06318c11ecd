export const TEST_PASSWORD = "test-password-123";

/** A small seed: enough rows for every rule, quick to create. */
export const TEST_SEED = { users: 40, channels: 4, messagesPerChannel: 5, directMessageThreads: 12 };

export const TEST_ORIGIN = "http://localhost";
