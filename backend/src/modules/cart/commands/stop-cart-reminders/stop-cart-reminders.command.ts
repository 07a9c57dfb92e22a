/** Either the reminder link's token (stops every reminder to its phone) or the cart's own browser unticking the box (that cart only). */
export class StopCartRemindersCommand {
  constructor(readonly by: { token: string } | { sessionId: string; ownerHash: string | null }) {}
}
