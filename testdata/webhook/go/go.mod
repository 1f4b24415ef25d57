module example.com/webhook

go 1.24
