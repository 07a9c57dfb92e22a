import { StartChatDto } from './start-chat.dto';

export class StartChatCommand {
  constructor(readonly chat: StartChatDto) {}
}
