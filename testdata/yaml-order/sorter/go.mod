module example.com/yaml-order

go 1.24

require (
	go.yaml.in/yaml/v2 v2.4.4
	sigs.k8s.io/yaml v1.6.0
)
