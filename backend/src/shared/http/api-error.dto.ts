import { ApiProperty } from '@nestjs/swagger';

/** The one error shape every route answers with. */
export class ApiErrorDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ example: 'Invalid input' })
  message: string;

  @ApiProperty({
    required: false,
    description: 'Per-field messages, for 400 answers',
    example: { email: ['email must be an email'] },
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  fields?: Record<string, string[]>;

  @ApiProperty({
    required: false,
    description: "The request's id, also sent as the X-Request-Id header: quote it when reporting a problem",
    example: '4f6c1a52-3e0b-4c55-9a43-0c7d1b2e9f10',
  })
  requestId?: string;
}
