export class GetBackupFileQuery {
  constructor(readonly name: string) {}
}
