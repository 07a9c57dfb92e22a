export class ListBackupsQuery {}
