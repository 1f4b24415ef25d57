//! +groupName=adv.example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

pub struct X { pub a: Vec<String>
