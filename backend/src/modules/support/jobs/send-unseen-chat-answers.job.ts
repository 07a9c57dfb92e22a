import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { SendUnseenChatAnswersHandler } from '../commands/send-unseen-chat-answers/send-unseen-chat-answers.handler';
import { countedJobRun } from '../../../shared/metrics/job-runs';

export const SEND_UNSEEN_CHAT_ANSWERS_JOB = 'send-unseen-chat-answers';

/** Every 30 seconds: an answer goes out between 2 and 2.5 minutes after the shopper stopped reading. */
@Injectable()
export class SendUnseenChatAnswersJob {
  private readonly logger = new Logger('Chat');

  constructor(private readonly handler: SendUnseenChatAnswersHandler) {}

  @Cron(CronExpression.EVERY_30_SECONDS, { name: SEND_UNSEEN_CHAT_ANSWERS_JOB, waitForCompletion: true, unrefTimeout: true })
  async sendNow(): Promise<void> {
    await countedJobRun(SEND_UNSEEN_CHAT_ANSWERS_JOB, () => this.handler.execute()).catch((error: unknown) => this.logger.warn(`Could not send unseen chat answers: ${error instanceof Error ? error.message : error}`));
  }
}
