//! The conversions of `web.example.com/v1` that kube-codegen cannot generate, as a user
//! writes them: v1's `image` (`name:tag`) is v2's `image.name` and `image.tag`, v1's
//! `size` is v2's `replicas`, and v2's new `paused` and `tls.minVersion` get their values
//! for an object written at v1 (one read at v1 gets them back from the annotation the
//! generated conversions keep them in, as they are marked
//! `+kube-codegen:conversion:preserve`). The compiler asks for each method of
//! `ManualConversions`; every other field is converted by the generated code.

use kube_codegen_runtime::conversion::ConversionError;

use super::api::{v1, v2};
use super::conversions::{Conversions, v1::ManualConversions};

impl ManualConversions for Conversions {
    fn website_spec_image_to_hub(from: &v1::WebsiteSpec) -> Result<v2::Image, ConversionError> {
        // `registry:5000/name` has no tag; `name:` keeps its colon in the name, so that
        // every v1 string comes back unchanged.
        let image = match from.image.rsplit_once(':') {
            Some((name, tag)) if !tag.is_empty() && !tag.contains('/') => v2::Image {
                name: name.to_string(),
                tag: tag.to_string(),
            },
            _ => v2::Image {
                name: from.image.clone(),
                tag: String::new(),
            },
        };
        Ok(image)
    }

    fn website_spec_replicas_to_hub(from: &v1::WebsiteSpec) -> Result<i32, ConversionError> {
        Ok(from.size)
    }

    fn website_spec_paused_to_hub(_from: &v1::WebsiteSpec) -> Result<bool, ConversionError> {
        Ok(false)
    }

    fn tls_min_version_to_hub(_from: &v1::Tls) -> Result<Option<String>, ConversionError> {
        Ok(None)
    }

    fn website_spec_image_from_hub(from: &v2::WebsiteSpec) -> Result<String, ConversionError> {
        let image = &from.image;
        Ok(if image.tag.is_empty() {
            image.name.clone()
        } else {
            format!("{}:{}", image.name, image.tag)
        })
    }

    fn website_spec_size_from_hub(from: &v2::WebsiteSpec) -> Result<i32, ConversionError> {
        Ok(from.replicas)
    }
}
