import { Module } from '@nestjs/common';
import { EmbeddedDatabase } from './embedded-database';
import { BackUpEmbeddedDatabaseJob } from './jobs/back-up-embedded-database.job';

/** Its own module so the data source's factory and the admin's backup routes share one instance. */
@Module({ providers: [EmbeddedDatabase, BackUpEmbeddedDatabaseJob], exports: [EmbeddedDatabase] })
export class EmbeddedDatabaseModule {}
