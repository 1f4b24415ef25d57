// Prints each set of keys of stdin (a JSON array of arrays of strings) in the order
// controller-gen writes them: a map marshalled with sigs.k8s.io/yaml (go-yaml v2's emitter),
// read back in document order. The reference output is go-yaml-order.json (hack/parity.sh).
package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	goyaml "go.yaml.in/yaml/v2"
	"sigs.k8s.io/yaml"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run() error {
	in, err := io.ReadAll(os.Stdin)
	if err != nil {
		return err
	}
	var sets [][]string
	if err := json.Unmarshal(in, &sets); err != nil {
		return err
	}
	out := make([][]string, 0, len(sets))
	for _, keys := range sets {
		sorted, err := order(keys)
		if err != nil {
			return err
		}
		out = append(out, sorted)
	}
	text, err := json.MarshalIndent(out, "", "")
	if err != nil {
		return err
	}
	fmt.Println(string(text))
	return nil
}

func order(keys []string) ([]string, error) {
	index := map[string]int{}
	for i, k := range keys {
		index[k] = i
	}
	text, err := yaml.Marshal(index)
	if err != nil {
		return nil, err
	}
	var ordered goyaml.MapSlice
	if err := goyaml.Unmarshal(text, &ordered); err != nil {
		return nil, err
	}
	sorted := make([]string, 0, len(ordered))
	for _, item := range ordered {
		// The value is the key's index: keys that read back as other types stay exact.
		sorted = append(sorted, keys[item.Value.(int)])
	}
	return sorted, nil
}
