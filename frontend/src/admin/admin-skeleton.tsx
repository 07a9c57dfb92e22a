import { Skeleton } from 'antd';

/** SPEC §2 Admin: a loading skeleton in the console's shape (header, four cards, tabs). */
export function AdminSkeleton() {
  return (
    <div className="container page staff-page" role="status" aria-label="Loading the admin dashboard">
      <Skeleton active title={{ width: 260 }} paragraph={{ rows: 1, width: 180 }} />
      <div className="admin-stats">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="admin-stat admin-stat--skeleton">
            <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1, width: '40%' }} />
          </div>
        ))}
      </div>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}
