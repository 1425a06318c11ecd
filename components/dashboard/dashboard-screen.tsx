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
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { RoleBadge, StatusBadge, UserAvatar } from "@/components/users/user-badges";
import type { AnalyticsOverview } from "@/lib/analytics/overview";
import type { SystemStatus } from "@/lib/analytics/system-status";
import type { UserRow } from "@/lib/users/schema";
import { userFullName, userHandle } from "@/lib/users/display";
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
                  <TableCell sticky>
                    <div className="flex items-center gap-3">
                      <UserAvatar user={user} />
                      <div className="flex flex-col">
                        <span className="font-medium">{userFullName(user)}</span>
                        <span className="text-muted-foreground text-xs">{userHandle(user)}</span>
                      </div>
                    </div>
                  </TableCell>
                  <TableCell>{user.email}</TableCell>
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

type DashboardProps = { initialOverview: AnalyticsOverview; initialRecent: UserRow[]; status: SystemStatus };

export function DashboardScreen({ initialOverview, initialRecent, status }: DashboardProps) {
  const queryClient = useQueryClient();
  const overview = useQuery<AnalyticsOverview>({ queryKey: analyticsKeys.overview, initialData: initialOverview });
  const recent = useQuery<UserRow[]>({ queryKey: usersKeys.recent, initialData: initialRecent });
  const refreshing = overview.isFetching || recent.isFetching;

  function refresh() {
    void queryClient.invalidateQueries({ queryKey: analyticsKeys.overview });
    void queryClient.invalidateQueries({ queryKey: usersKeys.recent });
    void queryClient.invalidateQueries({ queryKey: chartKeys.all });
  }

  return (
    <>
      <PageHeader title="Dashboard" subtitle="Overview of user management and system statistics" />
      <StatCards overview={overview.data} />
      <RecentUsers users={recent.data} />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Database className="size-4" aria-hidden /> Database Connection
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            <StatusRow label="Status" value={<span className="text-green-700 dark:text-green-400">Connected</span>} />
            <StatusRow label="Database" value={status.databaseName} />
            <StatusRow label="Tables" value={status.tableCount} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Activity className="size-4" aria-hidden /> System Activity
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            <StatusRow label="API Status" value={<span className="text-green-700 dark:text-green-400">Healthy</span>} />
            <StatusRow label="Response Time" value={`~${status.responseTimeMs}ms`} />
            <StatusRow label="Uptime" value={formatUptime(status.uptimeSeconds)} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Quick Actions</CardTitle>
          </CardHeader>
          <CardContent className="grid grid-cols-2 gap-2">
            <Button variant="outline" onClick={refresh} disabled={refreshing}>
              <RefreshCw className={refreshing ? "animate-spin" : undefined} aria-hidden /> Refresh Stats
            </Button>
            {/* Every user as CSV (the Users screen exports its filtered list). */}
            <ExportButton route="/api/admin/users/export" filters={{}} label="Export Data" stepUp />
            <Button variant="outline" asChild>
              <Link href="/admin-tools/audit">
                <FileText aria-hidden /> View Logs
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link href="/admin-tools">
                <Settings aria-hidden /> Settings
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
      <DashboardCharts />
    </>
  );
}
