export class TakeBackupCommand {}
