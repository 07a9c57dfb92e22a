import { CheckCircleOutlined, ExportOutlined, SafetyCertificateOutlined, ShopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Skeleton, Statistic, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getGetDashboardStatsQueryKey, getListSuppliersQueryKey, useApproveSupplier, useListSuppliers } from '../api/generated/endpoints/admin/admin';
import type { AdminSupplierDto } from '../api/generated/model';
import { formatGhanaDate } from '../lib/ghana-time';
import { useAdminErrorToast, useAdminSuccessToast, useSignInAgainOn } from './admin-errors';
import { LIVE_LIST } from './admin-queries';
import { CardArticle } from '../components/staff/card-article';
import { SupplierFact } from './supplier-fact';
import { FaceReviewDialog } from './suppliers-tab-face-review';
import { SupplierProducts } from './suppliers-tab-products';
import { RetryAlert } from '../components/staff/retry-alert';
import { AdminTag } from './admin-badges';

export function FaceStatusTag({ status }: { status: string }) {
  if (status === 'verified')
    return (
      <AdminTag color="green">Face Verified</AdminTag>
    );
  if (status === 'rejected')
    return (
      <AdminTag color="red">Face Rejected</AdminTag>
    );
  return (
    <AdminTag color="gold">Face Pending</AdminTag>
  );
}

function useRefreshSuppliers(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: getListSuppliersQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetDashboardStatsQueryKey() });
  };
}

function SupplierCard({ supplier, onReview }: { supplier: AdminSupplierDto; onReview: () => void }) {
  const approve = useApproveSupplier();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();
  const refresh = useRefreshSuppliers();
  const faceVerified = supplier.faceVerificationStatus === 'verified';

  const approveBusiness = () =>
    approve.mutate(
      { id: supplier.id },
      {
        onSuccess: () => {
          showSuccess('Supplier approved successfully!');
          refresh();
        },
        onError: (error) => showError(error, 'Error approving supplier'),
      },
    );

  return (
    <CardArticle
      className="admin-card admin-supplier"
      title={supplier.businessName}
      headerClassName="admin-supplier__header"
      titleClassName="admin-supplier__name"
      aside={
        <div className="admin-supplier__badges">
          <AdminTag color={supplier.isApproved ? 'green' : 'orange'}>{supplier.isApproved ? 'Approved' : 'Pending'}</AdminTag>
          <FaceStatusTag status={supplier.faceVerificationStatus} />
          {supplier.language === 'zh-CN' ? (
            <AdminTag color="blue"><span lang="zh-CN">中文</span> Chinese</AdminTag>
          ) : null}
        </div>
      }
    >
      <dl className="admin-supplier__facts">
        <SupplierFact label="Contact person">{supplier.contactPerson}</SupplierFact>
        <SupplierFact label="Email">
          <a href={`mailto:${supplier.email}`}>{supplier.email}</a>
        </SupplierFact>
        <SupplierFact label="Country">{supplier.country}</SupplierFact>
        <SupplierFact label="Phone">
          <a href={`tel:${supplier.phone.replace(/[^+\d]/g, '')}`}>{supplier.phone}</a>
        </SupplierFact>
        <SupplierFact label="Registration date">
          <time dateTime={supplier.createdAt}>{formatGhanaDate(supplier.createdAt)}</time>
        </SupplierFact>
        <SupplierFact label="Approval date">{supplier.approvedAt ? <time dateTime={supplier.approvedAt}>{formatGhanaDate(supplier.approvedAt)}</time> : null}</SupplierFact>
        <SupplierFact label="Tax ID">{supplier.taxId}</SupplierFact>
        <SupplierFact label="Business license">{supplier.businessLicense}</SupplierFact>
        <div className="admin-supplier__fact admin-supplier__fact--wide">
          <dt>Address</dt>
          <dd>{supplier.address || <span className="admin-subtle">—</span>}</dd>
        </div>
        {supplier.verificationNotes ? (
          <div className="admin-supplier__fact admin-supplier__fact--wide">
            <dt>Verification notes</dt>
            <dd className="admin-pre">{supplier.verificationNotes}</dd>
          </div>
        ) : null}
      </dl>
      <div className="admin-supplier__actions">
        {supplier.faceVerificationStatus === 'pending' ? (
          <Button icon={<SafetyCertificateOutlined />} onClick={onReview}>
            Review Face
          </Button>
        ) : null}
        {!supplier.isApproved ? (
          <Tooltip title={faceVerified ? undefined : 'Verify the face first'}>
            <Button type="primary" icon={<CheckCircleOutlined />} onClick={approveBusiness} disabled={!faceVerified} loading={approve.isPending}>
              Approve Business
            </Button>
          </Tooltip>
        ) : null}
        <Button icon={<ExportOutlined />} href="/supplier-dashboard" target="_blank" rel="noopener noreferrer">
          View Portal
        </Button>
      </div>
      {supplier.isApproved ? <SupplierProducts supplier={supplier} /> : null}
    </CardArticle>
  );
}

/** SPEC §2 Suppliers: counts, the markup note, supplier cards, face review, approval and publishing. */
export function SuppliersTab() {
  const query = useListSuppliers({ query: LIVE_LIST });
  useSignInAgainOn(query.error);
  const refresh = useRefreshSuppliers();
  const [reviewing, setReviewing] = useState<AdminSupplierDto | null>(null);
  const suppliers = query.data?.data ?? [];
  const approved = suppliers.filter((supplier) => supplier.isApproved).length;

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
          <Statistic title="Approved" value={approved} loading={query.isPending} />
        </Card>
        <Card size="small" className="admin-card">
          <Statistic title="Pending Approval" value={suppliers.length - approved} loading={query.isPending} />
        </Card>
        <Card size="small" className="admin-card">
          <Statistic title="Total" value={suppliers.length} loading={query.isPending} />
        </Card>
      </div>

      {query.isPending ? (
        <Skeleton active />
      ) : query.isError ? (
        <RetryAlert message="The suppliers could not be loaded." onRetry={query.refetch} reloadIcon />
      ) : suppliers.length === 0 ? (
        <Card className="admin-card">
          <Empty image={<ShopOutlined className="admin-empty-icon" aria-hidden="true" />} description={<span className="admin-empty-title">No Supplier Applications</span>}>
            <p className="admin-subtle">
              Suppliers apply through the supplier portal at <Link to="/supplier-login">/supplier-login</Link>. Their applications will appear here for
              face review and approval.
            </p>
          </Empty>
        </Card>
      ) : (
        <div className="admin-supplier-list">
          {suppliers.map((supplier) => (
            <SupplierCard key={supplier.id} supplier={supplier} onReview={() => setReviewing(supplier)} />
          ))}
        </div>
      )}

      {reviewing ? <FaceReviewDialog key={reviewing.id} supplier={reviewing} onClose={() => setReviewing(null)} onChanged={refresh} /> : null}
    </div>
  );
}
