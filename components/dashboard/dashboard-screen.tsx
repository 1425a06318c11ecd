"use client";

import Link from "next/link";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Activity, Ban, Database, FileText, RefreshCw, Settings, Shield, Users } from "lucide-react";
import { DashboardCharts } from "@/components/dashboard/dashboard-charts";
import { PageHeader } from "@/components/layout/page-header";
import { ExportButton } from "@/components/data-table/export-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { usePermissions } from "@/hooks/use-permissions";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { RoleBadge, StatusBadge, UserAvatar } from "@/components/users/user-badges";
import type { AnalyticsOverview } from "@/lib/analytics/overview";
import type { SystemStatus } from "@/lib/analytics/system-status";
import type { UserRow } from "@/lib/users/schema";
import { userFullName, userHandle } from "@/lib/users/display";
import { AUDIT_LINK } from "@/lib/audit/link";
import { formatNumber } from "@/lib/format";
import { chartKeys } from "@/lib/analytics/query-keys";
import { analyticsKeys, usersKeys } from "@/lib/users/query-keys";

const STATS = [
  { key: "total", title: "Total Users", description: "Registered accounts", icon: Users },
  { key: "admins", title: "Administrators", description: "Users with admin access", icon: Shield },
  { key: "banned", title: "Banned Users", description: "Currently restricted", icon: Ban },
  { key: "active", title: "Active Users", description: "Currently active", icon: Activity },
] as const;

function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days ? `${days}d ${hours}h` : hours ? `${hours}h ${minutes}m` : `${minutes}m`;
}

function StatCards({ overview }: { overview: AnalyticsOverview | undefined }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {STATS.map((stat) => (
        <Card key={stat.key}>
          <CardHeader className="flex flex-row items-center justify-between">
            <CardTitle className="text-sm font-medium">{stat.title}</CardTitle>
            <stat.icon className="text-muted-foreground size-4" aria-hidden />
          </CardHeader>
          <CardContent>
            {overview ? (
              <div className="text-3xl font-bold" data-testid={`stat-${stat.key}`}>
                {formatNumber(overview.users[stat.key])}
              </div>
            ) : (
              <Skeleton className="h-9 w-24" />
            )}
            <p className="text-muted-foreground text-xs">{stat.description}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function RecentUsers({ users }: { users: UserRow[] | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Users</CardTitle>
        <CardDescription>Latest registered users in the system</CardDescription>
      </CardHeader>
      <CardContent>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead sticky>User</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {!users ? (
              Array.from({ length: 5 }, (_, index) => (
                <TableRow key={index}>
                  <TableCell colSpan={5}>
                    <Skeleton className="h-9 w-full" />
                  </TableCell>
                </TableRow>
              ))
            ) : users.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} className="text-muted-foreground py-8 text-center">
                  No users found
                </TableCell>
              </TableRow>
            ) : (
              users.map((user) => (
                <TableRow key={user.id}>
                  {/* Bounded as the users list's are, so a long name or email cannot push the table past 1280 px. */}
                  <TableCell sticky className="max-w-48">
                    <div className="flex min-w-0 items-center gap-3">
                      <UserAvatar user={user} />
                      <div className="flex min-w-0 flex-col">
                        <span className="truncate font-medium" title={userFullName(user) || undefined}>
                          {userFullName(user)}
                        </span>
                        <span className="text-muted-foreground truncate text-xs">{userHandle(user)}</span>
                      </div>
                    </div>
                  </TableCell>
                  <TableCell className="max-w-72 truncate" title={user.email ?? undefined}>
                    {user.email}
                  </TableCell>
                  <TableCell>
                    <RoleBadge user={user} dashboard />
                  </TableCell>
                  <TableCell>
                    <StatusBadge user={user} />
                  </TableCell>
                  <TableCell className="text-right">
                    <Button variant="outline" size="sm" asChild>
                      <Link href={`/users/${encodeURIComponent(user.id)}`}>View</Link>
                    </Button>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function StatusRow({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between text-sm">
      <span className="text-muted-foreground">{label}</span>
      <span className="font-medium">{value}</span>
    </div>
  );
}

/** Each part undefined for an admin whose role does not show it: the figures need analytics.read, the users users.read. */
type DashboardProps = {
  initialOverview: AnalyticsOverview | undefined;
  initialRecent: UserRow[] | undefined;
  status: SystemStatus | undefined;
};

export function DashboardScreen({ initialOverview, initialRecent, status }: DashboardProps) {
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const figures = can("analytics.read");
  const users = can("users.read");
  const overview = useQuery<AnalyticsOverview>({
    queryKey: analyticsKeys.overview,
    initialData: initialOverview,
    enabled: figures,
  });
  const recent = useQuery<UserRow[]>({ queryKey: usersKeys.recent, initialData: initialRecent, enabled: users });
  const refreshing = overview.isFetching || recent.isFetching;

  function refresh() {
    void queryClient.invalidateQueries({ queryKey: analyticsKeys.overview });
    void queryClient.invalidateQueries({ queryKey: usersKeys.recent });
    void queryClient.invalidateQueries({ queryKey: chartKeys.all });
  }

  return (
    <>
      <PageHeader title="Dashboard" subtitle="Overview of user management and system statistics" />
      {figures ? <StatCards overview={overview.data} /> : null}
      {users ? <RecentUsers users={recent.data} /> : null}
      <div className="grid gap-4 lg:grid-cols-3">
        {status ? <SystemCards status={status} /> : null}
        <QuickActions refresh={figures || users ? { run: refresh, refreshing } : undefined} />
      </div>
      {figures ? <DashboardCharts /> : null}
    </>
  );
}

const Good = ({ children }: { children: string }) => (
  <span className="text-green-700 dark:text-green-400">{children}</span>
);

/** The Database Connection and System Activity cards, as label and value rows. */
function SystemCards({ status }: { status: SystemStatus }) {
  const cards = [
    {
      icon: Database,
      title: "Database Connection",
      rows: [
        ["Status", <Good key="status">Connected</Good>],
        ["Database", status.databaseName],
        ["Tables", status.tableCount],
      ],
    },
    {
      icon: Activity,
      title: "System Activity",
      rows: [
        ["API Status", <Good key="status">Healthy</Good>],
        ["Response Time", `~${status.responseTimeMs}ms`],
        ["Uptime", formatUptime(status.uptimeSeconds)],
      ],
    },
  ] as const;
  return cards.map(({ icon: Icon, title, rows }) => (
    <Card key={title}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-4" aria-hidden /> {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {rows.map(([label, value]) => (
          <StatusRow key={label} label={label} value={value} />
        ))}
      </CardContent>
    </Card>
  ));
}

/** SPEC's four quick actions, each only for an admin who may do it (Refresh: one who sees something to refresh). */
function QuickActions({ refresh }: { refresh: { run: () => void; refreshing: boolean } | undefined }) {
  const { can } = usePermissions();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-2">
        {refresh ? (
          <Button variant="outline" onClick={refresh.run} disabled={refresh.refreshing}>
            <RefreshCw className={refresh.refreshing ? "animate-spin" : undefined} aria-hidden /> Refresh Stats
          </Button>
        ) : null}
        {/* Every user as CSV (the Users screen exports its filtered list). */}
        <ExportButton
          route="/api/admin/users/export"
          filters={{}}
          label="Export Data"
          permission="users.export"
          stepUp
        />
        {can("audit.read") ? (
          <Button variant="outline" asChild>
            <Link href={AUDIT_LINK.href}>
              <FileText aria-hidden /> View Logs
            </Link>
          </Button>
        ) : null}
        {can("features.read") ? (
          <Button variant="outline" asChild>
            <Link href="/admin-tools">
              <Settings aria-hidden /> Settings
            </Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
