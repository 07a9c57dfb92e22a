import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MediaService } from '../media/media.service';

/** Tells the photo sweep which uploaded photos catalog products use (ADR 019). */
@Injectable()
export class CatalogPhotosInUse implements OnModuleInit {
  constructor(
    private readonly media: MediaService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.media.registerPhotoUser(async () => {
      const rows: { path: string }[] = await this.dataSource.query(`SELECT DISTINCT unnest(images) AS path FROM products`);
      return rows.map((row) => row.path);
    });
  }
}
