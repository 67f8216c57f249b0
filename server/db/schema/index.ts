export * from './areas';
export * from './sessions';
export * from './sms-codes';
export * from './stocks';
export * from './users';
export * from './wechat-identities';
