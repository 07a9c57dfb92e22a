export class ListChatsQuery {}
