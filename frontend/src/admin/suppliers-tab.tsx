import { ShopOutlined } from '@ant-design/icons';
import { Card, Empty, Statistic } from 'antd';
import { Link } from 'react-router-dom';

/**
 * SPEC §2 Suppliers. The supplier API is not there yet, so the tab shows what is true today: no
 * applications, counts at 0, and where suppliers apply. The cards, Review Face and Approve
 * Business arrive with GET /api/admin/suppliers.
 */
export function SuppliersTab() {
  return (
    <div className="admin-suppliers">
      <div className="admin-toolbar">
        <div>
          <h2 className="admin-section-title">Supplier Management</h2>
          <p className="admin-subtle">Auto-markup: 12% applied to all supplier products</p>
        </div>
      </div>
      <div className="admin-supplier-counts">
        <Card size="small" className="admin-card">
          <Statistic title="Approved" value={0} />
        </Card>
        <Card size="small" className="admin-card">
          <Statistic title="Pending Approval" value={0} />
        </Card>
        <Card size="small" className="admin-card">
          <Statistic title="Total" value={0} />
        </Card>
      </div>
      <Card className="admin-card">
        <Empty image={<ShopOutlined className="admin-empty-icon" aria-hidden="true" />} description={<span className="admin-empty-title">No Supplier Applications</span>}>
          <p className="admin-subtle">
            Suppliers apply through the supplier portal at <Link to="/supplier-login">/supplier-login</Link>. Their applications will appear here for face
            review and approval.
          </p>
        </Empty>
      </Card>
    </div>
  );
}
