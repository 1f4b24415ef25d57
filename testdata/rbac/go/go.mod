module example.com/rbac

go 1.24
