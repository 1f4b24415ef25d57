module kube-codegen.dev/hack/gen-plural-data

go 1.26.0

require github.com/gobuffalo/flect v1.0.3
