// Command go-yaml tells, for each CRD document of the YAML files named on its command line,
// whether it is written as controller-gen writes a CRD: the document decoded, encoded to JSON
// and written back with gopkg.in/yaml.v2 after a `---` line (controller-tools' genall
// WriteYAML) gives its text again, byte for byte. It prints one line per document:
// "<file>\t<metadata.name>\t<1 or 0>". The corpus tests use it to tell the CRDs controller-gen
// wrote, as it wrote them, from those other tools rewrote. Go is for tests only.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	rawyaml "gopkg.in/yaml.v2"
	"sigs.k8s.io/yaml"
)

func main() {
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for _, file := range os.Args[1:] {
		text, err := os.ReadFile(file)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		for _, doc := range documents(string(text)) {
			j, err := yaml.YAMLToJSON([]byte(doc))
			if err != nil {
				continue
			}
			var obj map[string]any
			if err := rawyaml.Unmarshal(j, &obj); err != nil || obj["kind"] != "CustomResourceDefinition" {
				continue
			}
			meta, _ := obj["metadata"].(map[any]any)
			name, _ := meta["name"].(string)
			written, err := rawyaml.Marshal(obj)
			same := 0
			if err == nil && string(written) == doc {
				same = 1
			}
			fmt.Fprintf(out, "%s\t%s\t%d\n", file, name, same)
		}
	}
}

// documents splits a YAML stream at its `---` lines, as the corpus tests split it.
func documents(text string) []string {
	var docs []string
	var cur strings.Builder
	for _, line := range strings.SplitAfter(text, "\n") {
		if strings.TrimRight(line, " \t\r\n") == "---" {
			docs = append(docs, cur.String())
			cur.Reset()
			continue
		}
		cur.WriteString(line)
	}
	return append(docs, cur.String())
}
