import { CreateDateColumn, UpdateDateColumn } from 'typeorm';
import { timestampColumn } from './money-column';

/** When a row was made and last changed, kept by TypeORM, for the entities that show or sort by it. */
export abstract class Timestamped {
  @CreateDateColumn(timestampColumn)
  createdAt: Date;

  @UpdateDateColumn(timestampColumn)
  updatedAt: Date;
}
