//! +groupName=adv.example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Adv is a Kind.
/// +kubebuilder:object:root=true
pub struct Adv {
    /// metadata is standard.
    pub metadata: ObjectMeta,
    /// f0 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f0: Option<String>,
    /// f1 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1: Option<String>,
    /// f2 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2: Option<String>,
    /// f3 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3: Option<String>,
    /// f4 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4: Option<String>,
    /// f5 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f5: Option<String>,
    /// f6 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f6: Option<String>,
    /// f7 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f7: Option<String>,
    /// f8 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f8: Option<String>,
    /// f9 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f9: Option<String>,
    /// f10 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f10: Option<String>,
    /// f11 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f11: Option<String>,
    /// f12 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f12: Option<String>,
    /// f13 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f13: Option<String>,
    /// f14 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f14: Option<String>,
    /// f15 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f15: Option<String>,
    /// f16 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f16: Option<String>,
    /// f17 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f17: Option<String>,
    /// f18 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f18: Option<String>,
    /// f19 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f19: Option<String>,
    /// f20 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f20: Option<String>,
    /// f21 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f21: Option<String>,
    /// f22 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f22: Option<String>,
    /// f23 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f23: Option<String>,
    /// f24 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f24: Option<String>,
    /// f25 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f25: Option<String>,
    /// f26 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f26: Option<String>,
    /// f27 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f27: Option<String>,
    /// f28 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f28: Option<String>,
    /// f29 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f29: Option<String>,
    /// f30 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f30: Option<String>,
    /// f31 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f31: Option<String>,
    /// f32 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f32: Option<String>,
    /// f33 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f33: Option<String>,
    /// f34 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f34: Option<String>,
    /// f35 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f35: Option<String>,
    /// f36 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f36: Option<String>,
    /// f37 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f37: Option<String>,
    /// f38 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f38: Option<String>,
    /// f39 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f39: Option<String>,
    /// f40 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f40: Option<String>,
    /// f41 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f41: Option<String>,
    /// f42 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f42: Option<String>,
    /// f43 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f43: Option<String>,
    /// f44 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f44: Option<String>,
    /// f45 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f45: Option<String>,
    /// f46 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f46: Option<String>,
    /// f47 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f47: Option<String>,
    /// f48 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f48: Option<String>,
    /// f49 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f49: Option<String>,
    /// f50 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f50: Option<String>,
    /// f51 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f51: Option<String>,
    /// f52 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f52: Option<String>,
    /// f53 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f53: Option<String>,
    /// f54 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f54: Option<String>,
    /// f55 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f55: Option<String>,
    /// f56 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f56: Option<String>,
    /// f57 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f57: Option<String>,
    /// f58 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f58: Option<String>,
    /// f59 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f59: Option<String>,
    /// f60 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f60: Option<String>,
    /// f61 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f61: Option<String>,
    /// f62 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f62: Option<String>,
    /// f63 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f63: Option<String>,
    /// f64 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f64: Option<String>,
    /// f65 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f65: Option<String>,
    /// f66 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f66: Option<String>,
    /// f67 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f67: Option<String>,
    /// f68 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f68: Option<String>,
    /// f69 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f69: Option<String>,
    /// f70 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f70: Option<String>,
    /// f71 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f71: Option<String>,
    /// f72 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f72: Option<String>,
    /// f73 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f73: Option<String>,
    /// f74 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f74: Option<String>,
    /// f75 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f75: Option<String>,
    /// f76 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f76: Option<String>,
    /// f77 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f77: Option<String>,
    /// f78 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f78: Option<String>,
    /// f79 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f79: Option<String>,
    /// f80 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f80: Option<String>,
    /// f81 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f81: Option<String>,
    /// f82 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f82: Option<String>,
    /// f83 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f83: Option<String>,
    /// f84 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f84: Option<String>,
    /// f85 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f85: Option<String>,
    /// f86 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f86: Option<String>,
    /// f87 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f87: Option<String>,
    /// f88 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f88: Option<String>,
    /// f89 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f89: Option<String>,
    /// f90 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f90: Option<String>,
    /// f91 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f91: Option<String>,
    /// f92 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f92: Option<String>,
    /// f93 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f93: Option<String>,
    /// f94 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f94: Option<String>,
    /// f95 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f95: Option<String>,
    /// f96 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f96: Option<String>,
    /// f97 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f97: Option<String>,
    /// f98 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f98: Option<String>,
    /// f99 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f99: Option<String>,
    /// f100 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f100: Option<String>,
    /// f101 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f101: Option<String>,
    /// f102 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f102: Option<String>,
    /// f103 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f103: Option<String>,
    /// f104 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f104: Option<String>,
    /// f105 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f105: Option<String>,
    /// f106 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f106: Option<String>,
    /// f107 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f107: Option<String>,
    /// f108 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f108: Option<String>,
    /// f109 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f109: Option<String>,
    /// f110 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f110: Option<String>,
    /// f111 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f111: Option<String>,
    /// f112 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f112: Option<String>,
    /// f113 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f113: Option<String>,
    /// f114 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f114: Option<String>,
    /// f115 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f115: Option<String>,
    /// f116 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f116: Option<String>,
    /// f117 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f117: Option<String>,
    /// f118 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f118: Option<String>,
    /// f119 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f119: Option<String>,
    /// f120 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f120: Option<String>,
    /// f121 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f121: Option<String>,
    /// f122 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f122: Option<String>,
    /// f123 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f123: Option<String>,
    /// f124 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f124: Option<String>,
    /// f125 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f125: Option<String>,
    /// f126 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f126: Option<String>,
    /// f127 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f127: Option<String>,
    /// f128 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f128: Option<String>,
    /// f129 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f129: Option<String>,
    /// f130 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f130: Option<String>,
    /// f131 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f131: Option<String>,
    /// f132 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f132: Option<String>,
    /// f133 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f133: Option<String>,
    /// f134 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f134: Option<String>,
    /// f135 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f135: Option<String>,
    /// f136 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f136: Option<String>,
    /// f137 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f137: Option<String>,
    /// f138 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f138: Option<String>,
    /// f139 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f139: Option<String>,
    /// f140 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f140: Option<String>,
    /// f141 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f141: Option<String>,
    /// f142 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f142: Option<String>,
    /// f143 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f143: Option<String>,
    /// f144 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f144: Option<String>,
    /// f145 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f145: Option<String>,
    /// f146 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f146: Option<String>,
    /// f147 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f147: Option<String>,
    /// f148 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f148: Option<String>,
    /// f149 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f149: Option<String>,
    /// f150 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f150: Option<String>,
    /// f151 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f151: Option<String>,
    /// f152 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f152: Option<String>,
    /// f153 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f153: Option<String>,
    /// f154 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f154: Option<String>,
    /// f155 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f155: Option<String>,
    /// f156 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f156: Option<String>,
    /// f157 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f157: Option<String>,
    /// f158 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f158: Option<String>,
    /// f159 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f159: Option<String>,
    /// f160 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f160: Option<String>,
    /// f161 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f161: Option<String>,
    /// f162 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f162: Option<String>,
    /// f163 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f163: Option<String>,
    /// f164 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f164: Option<String>,
    /// f165 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f165: Option<String>,
    /// f166 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f166: Option<String>,
    /// f167 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f167: Option<String>,
    /// f168 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f168: Option<String>,
    /// f169 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f169: Option<String>,
    /// f170 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f170: Option<String>,
    /// f171 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f171: Option<String>,
    /// f172 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f172: Option<String>,
    /// f173 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f173: Option<String>,
    /// f174 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f174: Option<String>,
    /// f175 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f175: Option<String>,
    /// f176 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f176: Option<String>,
    /// f177 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f177: Option<String>,
    /// f178 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f178: Option<String>,
    /// f179 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f179: Option<String>,
    /// f180 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f180: Option<String>,
    /// f181 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f181: Option<String>,
    /// f182 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f182: Option<String>,
    /// f183 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f183: Option<String>,
    /// f184 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f184: Option<String>,
    /// f185 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f185: Option<String>,
    /// f186 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f186: Option<String>,
    /// f187 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f187: Option<String>,
    /// f188 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f188: Option<String>,
    /// f189 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f189: Option<String>,
    /// f190 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f190: Option<String>,
    /// f191 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f191: Option<String>,
    /// f192 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f192: Option<String>,
    /// f193 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f193: Option<String>,
    /// f194 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f194: Option<String>,
    /// f195 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f195: Option<String>,
    /// f196 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f196: Option<String>,
    /// f197 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f197: Option<String>,
    /// f198 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f198: Option<String>,
    /// f199 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f199: Option<String>,
    /// f200 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f200: Option<String>,
    /// f201 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f201: Option<String>,
    /// f202 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f202: Option<String>,
    /// f203 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f203: Option<String>,
    /// f204 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f204: Option<String>,
    /// f205 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f205: Option<String>,
    /// f206 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f206: Option<String>,
    /// f207 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f207: Option<String>,
    /// f208 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f208: Option<String>,
    /// f209 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f209: Option<String>,
    /// f210 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f210: Option<String>,
    /// f211 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f211: Option<String>,
    /// f212 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f212: Option<String>,
    /// f213 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f213: Option<String>,
    /// f214 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f214: Option<String>,
    /// f215 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f215: Option<String>,
    /// f216 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f216: Option<String>,
    /// f217 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f217: Option<String>,
    /// f218 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f218: Option<String>,
    /// f219 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f219: Option<String>,
    /// f220 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f220: Option<String>,
    /// f221 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f221: Option<String>,
    /// f222 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f222: Option<String>,
    /// f223 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f223: Option<String>,
    /// f224 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f224: Option<String>,
    /// f225 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f225: Option<String>,
    /// f226 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f226: Option<String>,
    /// f227 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f227: Option<String>,
    /// f228 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f228: Option<String>,
    /// f229 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f229: Option<String>,
    /// f230 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f230: Option<String>,
    /// f231 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f231: Option<String>,
    /// f232 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f232: Option<String>,
    /// f233 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f233: Option<String>,
    /// f234 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f234: Option<String>,
    /// f235 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f235: Option<String>,
    /// f236 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f236: Option<String>,
    /// f237 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f237: Option<String>,
    /// f238 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f238: Option<String>,
    /// f239 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f239: Option<String>,
    /// f240 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f240: Option<String>,
    /// f241 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f241: Option<String>,
    /// f242 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f242: Option<String>,
    /// f243 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f243: Option<String>,
    /// f244 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f244: Option<String>,
    /// f245 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f245: Option<String>,
    /// f246 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f246: Option<String>,
    /// f247 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f247: Option<String>,
    /// f248 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f248: Option<String>,
    /// f249 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f249: Option<String>,
    /// f250 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f250: Option<String>,
    /// f251 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f251: Option<String>,
    /// f252 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f252: Option<String>,
    /// f253 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f253: Option<String>,
    /// f254 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f254: Option<String>,
    /// f255 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f255: Option<String>,
    /// f256 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f256: Option<String>,
    /// f257 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f257: Option<String>,
    /// f258 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f258: Option<String>,
    /// f259 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f259: Option<String>,
    /// f260 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f260: Option<String>,
    /// f261 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f261: Option<String>,
    /// f262 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f262: Option<String>,
    /// f263 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f263: Option<String>,
    /// f264 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f264: Option<String>,
    /// f265 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f265: Option<String>,
    /// f266 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f266: Option<String>,
    /// f267 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f267: Option<String>,
    /// f268 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f268: Option<String>,
    /// f269 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f269: Option<String>,
    /// f270 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f270: Option<String>,
    /// f271 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f271: Option<String>,
    /// f272 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f272: Option<String>,
    /// f273 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f273: Option<String>,
    /// f274 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f274: Option<String>,
    /// f275 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f275: Option<String>,
    /// f276 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f276: Option<String>,
    /// f277 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f277: Option<String>,
    /// f278 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f278: Option<String>,
    /// f279 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f279: Option<String>,
    /// f280 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f280: Option<String>,
    /// f281 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f281: Option<String>,
    /// f282 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f282: Option<String>,
    /// f283 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f283: Option<String>,
    /// f284 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f284: Option<String>,
    /// f285 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f285: Option<String>,
    /// f286 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f286: Option<String>,
    /// f287 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f287: Option<String>,
    /// f288 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f288: Option<String>,
    /// f289 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f289: Option<String>,
    /// f290 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f290: Option<String>,
    /// f291 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f291: Option<String>,
    /// f292 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f292: Option<String>,
    /// f293 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f293: Option<String>,
    /// f294 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f294: Option<String>,
    /// f295 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f295: Option<String>,
    /// f296 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f296: Option<String>,
    /// f297 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f297: Option<String>,
    /// f298 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f298: Option<String>,
    /// f299 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f299: Option<String>,
    /// f300 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f300: Option<String>,
    /// f301 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f301: Option<String>,
    /// f302 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f302: Option<String>,
    /// f303 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f303: Option<String>,
    /// f304 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f304: Option<String>,
    /// f305 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f305: Option<String>,
    /// f306 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f306: Option<String>,
    /// f307 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f307: Option<String>,
    /// f308 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f308: Option<String>,
    /// f309 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f309: Option<String>,
    /// f310 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f310: Option<String>,
    /// f311 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f311: Option<String>,
    /// f312 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f312: Option<String>,
    /// f313 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f313: Option<String>,
    /// f314 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f314: Option<String>,
    /// f315 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f315: Option<String>,
    /// f316 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f316: Option<String>,
    /// f317 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f317: Option<String>,
    /// f318 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f318: Option<String>,
    /// f319 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f319: Option<String>,
    /// f320 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f320: Option<String>,
    /// f321 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f321: Option<String>,
    /// f322 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f322: Option<String>,
    /// f323 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f323: Option<String>,
    /// f324 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f324: Option<String>,
    /// f325 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f325: Option<String>,
    /// f326 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f326: Option<String>,
    /// f327 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f327: Option<String>,
    /// f328 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f328: Option<String>,
    /// f329 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f329: Option<String>,
    /// f330 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f330: Option<String>,
    /// f331 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f331: Option<String>,
    /// f332 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f332: Option<String>,
    /// f333 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f333: Option<String>,
    /// f334 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f334: Option<String>,
    /// f335 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f335: Option<String>,
    /// f336 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f336: Option<String>,
    /// f337 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f337: Option<String>,
    /// f338 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f338: Option<String>,
    /// f339 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f339: Option<String>,
    /// f340 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f340: Option<String>,
    /// f341 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f341: Option<String>,
    /// f342 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f342: Option<String>,
    /// f343 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f343: Option<String>,
    /// f344 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f344: Option<String>,
    /// f345 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f345: Option<String>,
    /// f346 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f346: Option<String>,
    /// f347 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f347: Option<String>,
    /// f348 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f348: Option<String>,
    /// f349 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f349: Option<String>,
    /// f350 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f350: Option<String>,
    /// f351 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f351: Option<String>,
    /// f352 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f352: Option<String>,
    /// f353 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f353: Option<String>,
    /// f354 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f354: Option<String>,
    /// f355 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f355: Option<String>,
    /// f356 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f356: Option<String>,
    /// f357 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f357: Option<String>,
    /// f358 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f358: Option<String>,
    /// f359 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f359: Option<String>,
    /// f360 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f360: Option<String>,
    /// f361 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f361: Option<String>,
    /// f362 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f362: Option<String>,
    /// f363 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f363: Option<String>,
    /// f364 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f364: Option<String>,
    /// f365 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f365: Option<String>,
    /// f366 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f366: Option<String>,
    /// f367 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f367: Option<String>,
    /// f368 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f368: Option<String>,
    /// f369 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f369: Option<String>,
    /// f370 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f370: Option<String>,
    /// f371 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f371: Option<String>,
    /// f372 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f372: Option<String>,
    /// f373 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f373: Option<String>,
    /// f374 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f374: Option<String>,
    /// f375 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f375: Option<String>,
    /// f376 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f376: Option<String>,
    /// f377 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f377: Option<String>,
    /// f378 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f378: Option<String>,
    /// f379 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f379: Option<String>,
    /// f380 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f380: Option<String>,
    /// f381 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f381: Option<String>,
    /// f382 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f382: Option<String>,
    /// f383 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f383: Option<String>,
    /// f384 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f384: Option<String>,
    /// f385 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f385: Option<String>,
    /// f386 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f386: Option<String>,
    /// f387 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f387: Option<String>,
    /// f388 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f388: Option<String>,
    /// f389 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f389: Option<String>,
    /// f390 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f390: Option<String>,
    /// f391 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f391: Option<String>,
    /// f392 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f392: Option<String>,
    /// f393 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f393: Option<String>,
    /// f394 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f394: Option<String>,
    /// f395 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f395: Option<String>,
    /// f396 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f396: Option<String>,
    /// f397 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f397: Option<String>,
    /// f398 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f398: Option<String>,
    /// f399 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f399: Option<String>,
    /// f400 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f400: Option<String>,
    /// f401 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f401: Option<String>,
    /// f402 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f402: Option<String>,
    /// f403 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f403: Option<String>,
    /// f404 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f404: Option<String>,
    /// f405 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f405: Option<String>,
    /// f406 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f406: Option<String>,
    /// f407 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f407: Option<String>,
    /// f408 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f408: Option<String>,
    /// f409 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f409: Option<String>,
    /// f410 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f410: Option<String>,
    /// f411 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f411: Option<String>,
    /// f412 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f412: Option<String>,
    /// f413 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f413: Option<String>,
    /// f414 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f414: Option<String>,
    /// f415 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f415: Option<String>,
    /// f416 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f416: Option<String>,
    /// f417 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f417: Option<String>,
    /// f418 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f418: Option<String>,
    /// f419 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f419: Option<String>,
    /// f420 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f420: Option<String>,
    /// f421 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f421: Option<String>,
    /// f422 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f422: Option<String>,
    /// f423 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f423: Option<String>,
    /// f424 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f424: Option<String>,
    /// f425 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f425: Option<String>,
    /// f426 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f426: Option<String>,
    /// f427 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f427: Option<String>,
    /// f428 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f428: Option<String>,
    /// f429 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f429: Option<String>,
    /// f430 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f430: Option<String>,
    /// f431 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f431: Option<String>,
    /// f432 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f432: Option<String>,
    /// f433 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f433: Option<String>,
    /// f434 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f434: Option<String>,
    /// f435 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f435: Option<String>,
    /// f436 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f436: Option<String>,
    /// f437 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f437: Option<String>,
    /// f438 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f438: Option<String>,
    /// f439 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f439: Option<String>,
    /// f440 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f440: Option<String>,
    /// f441 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f441: Option<String>,
    /// f442 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f442: Option<String>,
    /// f443 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f443: Option<String>,
    /// f444 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f444: Option<String>,
    /// f445 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f445: Option<String>,
    /// f446 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f446: Option<String>,
    /// f447 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f447: Option<String>,
    /// f448 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f448: Option<String>,
    /// f449 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f449: Option<String>,
    /// f450 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f450: Option<String>,
    /// f451 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f451: Option<String>,
    /// f452 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f452: Option<String>,
    /// f453 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f453: Option<String>,
    /// f454 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f454: Option<String>,
    /// f455 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f455: Option<String>,
    /// f456 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f456: Option<String>,
    /// f457 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f457: Option<String>,
    /// f458 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f458: Option<String>,
    /// f459 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f459: Option<String>,
    /// f460 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f460: Option<String>,
    /// f461 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f461: Option<String>,
    /// f462 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f462: Option<String>,
    /// f463 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f463: Option<String>,
    /// f464 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f464: Option<String>,
    /// f465 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f465: Option<String>,
    /// f466 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f466: Option<String>,
    /// f467 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f467: Option<String>,
    /// f468 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f468: Option<String>,
    /// f469 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f469: Option<String>,
    /// f470 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f470: Option<String>,
    /// f471 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f471: Option<String>,
    /// f472 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f472: Option<String>,
    /// f473 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f473: Option<String>,
    /// f474 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f474: Option<String>,
    /// f475 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f475: Option<String>,
    /// f476 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f476: Option<String>,
    /// f477 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f477: Option<String>,
    /// f478 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f478: Option<String>,
    /// f479 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f479: Option<String>,
    /// f480 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f480: Option<String>,
    /// f481 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f481: Option<String>,
    /// f482 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f482: Option<String>,
    /// f483 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f483: Option<String>,
    /// f484 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f484: Option<String>,
    /// f485 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f485: Option<String>,
    /// f486 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f486: Option<String>,
    /// f487 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f487: Option<String>,
    /// f488 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f488: Option<String>,
    /// f489 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f489: Option<String>,
    /// f490 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f490: Option<String>,
    /// f491 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f491: Option<String>,
    /// f492 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f492: Option<String>,
    /// f493 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f493: Option<String>,
    /// f494 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f494: Option<String>,
    /// f495 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f495: Option<String>,
    /// f496 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f496: Option<String>,
    /// f497 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f497: Option<String>,
    /// f498 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f498: Option<String>,
    /// f499 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f499: Option<String>,
    /// f500 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f500: Option<String>,
    /// f501 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f501: Option<String>,
    /// f502 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f502: Option<String>,
    /// f503 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f503: Option<String>,
    /// f504 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f504: Option<String>,
    /// f505 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f505: Option<String>,
    /// f506 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f506: Option<String>,
    /// f507 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f507: Option<String>,
    /// f508 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f508: Option<String>,
    /// f509 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f509: Option<String>,
    /// f510 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f510: Option<String>,
    /// f511 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f511: Option<String>,
    /// f512 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f512: Option<String>,
    /// f513 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f513: Option<String>,
    /// f514 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f514: Option<String>,
    /// f515 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f515: Option<String>,
    /// f516 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f516: Option<String>,
    /// f517 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f517: Option<String>,
    /// f518 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f518: Option<String>,
    /// f519 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f519: Option<String>,
    /// f520 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f520: Option<String>,
    /// f521 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f521: Option<String>,
    /// f522 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f522: Option<String>,
    /// f523 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f523: Option<String>,
    /// f524 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f524: Option<String>,
    /// f525 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f525: Option<String>,
    /// f526 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f526: Option<String>,
    /// f527 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f527: Option<String>,
    /// f528 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f528: Option<String>,
    /// f529 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f529: Option<String>,
    /// f530 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f530: Option<String>,
    /// f531 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f531: Option<String>,
    /// f532 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f532: Option<String>,
    /// f533 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f533: Option<String>,
    /// f534 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f534: Option<String>,
    /// f535 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f535: Option<String>,
    /// f536 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f536: Option<String>,
    /// f537 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f537: Option<String>,
    /// f538 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f538: Option<String>,
    /// f539 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f539: Option<String>,
    /// f540 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f540: Option<String>,
    /// f541 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f541: Option<String>,
    /// f542 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f542: Option<String>,
    /// f543 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f543: Option<String>,
    /// f544 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f544: Option<String>,
    /// f545 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f545: Option<String>,
    /// f546 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f546: Option<String>,
    /// f547 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f547: Option<String>,
    /// f548 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f548: Option<String>,
    /// f549 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f549: Option<String>,
    /// f550 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f550: Option<String>,
    /// f551 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f551: Option<String>,
    /// f552 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f552: Option<String>,
    /// f553 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f553: Option<String>,
    /// f554 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f554: Option<String>,
    /// f555 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f555: Option<String>,
    /// f556 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f556: Option<String>,
    /// f557 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f557: Option<String>,
    /// f558 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f558: Option<String>,
    /// f559 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f559: Option<String>,
    /// f560 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f560: Option<String>,
    /// f561 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f561: Option<String>,
    /// f562 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f562: Option<String>,
    /// f563 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f563: Option<String>,
    /// f564 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f564: Option<String>,
    /// f565 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f565: Option<String>,
    /// f566 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f566: Option<String>,
    /// f567 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f567: Option<String>,
    /// f568 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f568: Option<String>,
    /// f569 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f569: Option<String>,
    /// f570 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f570: Option<String>,
    /// f571 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f571: Option<String>,
    /// f572 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f572: Option<String>,
    /// f573 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f573: Option<String>,
    /// f574 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f574: Option<String>,
    /// f575 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f575: Option<String>,
    /// f576 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f576: Option<String>,
    /// f577 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f577: Option<String>,
    /// f578 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f578: Option<String>,
    /// f579 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f579: Option<String>,
    /// f580 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f580: Option<String>,
    /// f581 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f581: Option<String>,
    /// f582 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f582: Option<String>,
    /// f583 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f583: Option<String>,
    /// f584 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f584: Option<String>,
    /// f585 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f585: Option<String>,
    /// f586 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f586: Option<String>,
    /// f587 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f587: Option<String>,
    /// f588 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f588: Option<String>,
    /// f589 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f589: Option<String>,
    /// f590 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f590: Option<String>,
    /// f591 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f591: Option<String>,
    /// f592 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f592: Option<String>,
    /// f593 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f593: Option<String>,
    /// f594 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f594: Option<String>,
    /// f595 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f595: Option<String>,
    /// f596 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f596: Option<String>,
    /// f597 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f597: Option<String>,
    /// f598 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f598: Option<String>,
    /// f599 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f599: Option<String>,
    /// f600 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f600: Option<String>,
    /// f601 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f601: Option<String>,
    /// f602 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f602: Option<String>,
    /// f603 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f603: Option<String>,
    /// f604 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f604: Option<String>,
    /// f605 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f605: Option<String>,
    /// f606 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f606: Option<String>,
    /// f607 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f607: Option<String>,
    /// f608 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f608: Option<String>,
    /// f609 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f609: Option<String>,
    /// f610 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f610: Option<String>,
    /// f611 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f611: Option<String>,
    /// f612 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f612: Option<String>,
    /// f613 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f613: Option<String>,
    /// f614 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f614: Option<String>,
    /// f615 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f615: Option<String>,
    /// f616 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f616: Option<String>,
    /// f617 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f617: Option<String>,
    /// f618 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f618: Option<String>,
    /// f619 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f619: Option<String>,
    /// f620 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f620: Option<String>,
    /// f621 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f621: Option<String>,
    /// f622 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f622: Option<String>,
    /// f623 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f623: Option<String>,
    /// f624 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f624: Option<String>,
    /// f625 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f625: Option<String>,
    /// f626 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f626: Option<String>,
    /// f627 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f627: Option<String>,
    /// f628 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f628: Option<String>,
    /// f629 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f629: Option<String>,
    /// f630 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f630: Option<String>,
    /// f631 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f631: Option<String>,
    /// f632 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f632: Option<String>,
    /// f633 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f633: Option<String>,
    /// f634 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f634: Option<String>,
    /// f635 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f635: Option<String>,
    /// f636 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f636: Option<String>,
    /// f637 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f637: Option<String>,
    /// f638 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f638: Option<String>,
    /// f639 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f639: Option<String>,
    /// f640 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f640: Option<String>,
    /// f641 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f641: Option<String>,
    /// f642 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f642: Option<String>,
    /// f643 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f643: Option<String>,
    /// f644 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f644: Option<String>,
    /// f645 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f645: Option<String>,
    /// f646 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f646: Option<String>,
    /// f647 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f647: Option<String>,
    /// f648 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f648: Option<String>,
    /// f649 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f649: Option<String>,
    /// f650 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f650: Option<String>,
    /// f651 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f651: Option<String>,
    /// f652 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f652: Option<String>,
    /// f653 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f653: Option<String>,
    /// f654 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f654: Option<String>,
    /// f655 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f655: Option<String>,
    /// f656 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f656: Option<String>,
    /// f657 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f657: Option<String>,
    /// f658 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f658: Option<String>,
    /// f659 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f659: Option<String>,
    /// f660 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f660: Option<String>,
    /// f661 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f661: Option<String>,
    /// f662 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f662: Option<String>,
    /// f663 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f663: Option<String>,
    /// f664 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f664: Option<String>,
    /// f665 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f665: Option<String>,
    /// f666 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f666: Option<String>,
    /// f667 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f667: Option<String>,
    /// f668 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f668: Option<String>,
    /// f669 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f669: Option<String>,
    /// f670 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f670: Option<String>,
    /// f671 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f671: Option<String>,
    /// f672 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f672: Option<String>,
    /// f673 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f673: Option<String>,
    /// f674 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f674: Option<String>,
    /// f675 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f675: Option<String>,
    /// f676 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f676: Option<String>,
    /// f677 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f677: Option<String>,
    /// f678 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f678: Option<String>,
    /// f679 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f679: Option<String>,
    /// f680 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f680: Option<String>,
    /// f681 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f681: Option<String>,
    /// f682 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f682: Option<String>,
    /// f683 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f683: Option<String>,
    /// f684 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f684: Option<String>,
    /// f685 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f685: Option<String>,
    /// f686 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f686: Option<String>,
    /// f687 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f687: Option<String>,
    /// f688 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f688: Option<String>,
    /// f689 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f689: Option<String>,
    /// f690 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f690: Option<String>,
    /// f691 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f691: Option<String>,
    /// f692 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f692: Option<String>,
    /// f693 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f693: Option<String>,
    /// f694 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f694: Option<String>,
    /// f695 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f695: Option<String>,
    /// f696 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f696: Option<String>,
    /// f697 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f697: Option<String>,
    /// f698 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f698: Option<String>,
    /// f699 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f699: Option<String>,
    /// f700 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f700: Option<String>,
    /// f701 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f701: Option<String>,
    /// f702 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f702: Option<String>,
    /// f703 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f703: Option<String>,
    /// f704 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f704: Option<String>,
    /// f705 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f705: Option<String>,
    /// f706 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f706: Option<String>,
    /// f707 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f707: Option<String>,
    /// f708 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f708: Option<String>,
    /// f709 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f709: Option<String>,
    /// f710 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f710: Option<String>,
    /// f711 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f711: Option<String>,
    /// f712 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f712: Option<String>,
    /// f713 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f713: Option<String>,
    /// f714 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f714: Option<String>,
    /// f715 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f715: Option<String>,
    /// f716 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f716: Option<String>,
    /// f717 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f717: Option<String>,
    /// f718 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f718: Option<String>,
    /// f719 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f719: Option<String>,
    /// f720 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f720: Option<String>,
    /// f721 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f721: Option<String>,
    /// f722 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f722: Option<String>,
    /// f723 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f723: Option<String>,
    /// f724 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f724: Option<String>,
    /// f725 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f725: Option<String>,
    /// f726 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f726: Option<String>,
    /// f727 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f727: Option<String>,
    /// f728 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f728: Option<String>,
    /// f729 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f729: Option<String>,
    /// f730 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f730: Option<String>,
    /// f731 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f731: Option<String>,
    /// f732 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f732: Option<String>,
    /// f733 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f733: Option<String>,
    /// f734 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f734: Option<String>,
    /// f735 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f735: Option<String>,
    /// f736 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f736: Option<String>,
    /// f737 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f737: Option<String>,
    /// f738 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f738: Option<String>,
    /// f739 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f739: Option<String>,
    /// f740 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f740: Option<String>,
    /// f741 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f741: Option<String>,
    /// f742 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f742: Option<String>,
    /// f743 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f743: Option<String>,
    /// f744 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f744: Option<String>,
    /// f745 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f745: Option<String>,
    /// f746 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f746: Option<String>,
    /// f747 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f747: Option<String>,
    /// f748 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f748: Option<String>,
    /// f749 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f749: Option<String>,
    /// f750 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f750: Option<String>,
    /// f751 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f751: Option<String>,
    /// f752 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f752: Option<String>,
    /// f753 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f753: Option<String>,
    /// f754 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f754: Option<String>,
    /// f755 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f755: Option<String>,
    /// f756 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f756: Option<String>,
    /// f757 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f757: Option<String>,
    /// f758 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f758: Option<String>,
    /// f759 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f759: Option<String>,
    /// f760 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f760: Option<String>,
    /// f761 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f761: Option<String>,
    /// f762 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f762: Option<String>,
    /// f763 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f763: Option<String>,
    /// f764 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f764: Option<String>,
    /// f765 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f765: Option<String>,
    /// f766 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f766: Option<String>,
    /// f767 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f767: Option<String>,
    /// f768 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f768: Option<String>,
    /// f769 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f769: Option<String>,
    /// f770 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f770: Option<String>,
    /// f771 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f771: Option<String>,
    /// f772 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f772: Option<String>,
    /// f773 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f773: Option<String>,
    /// f774 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f774: Option<String>,
    /// f775 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f775: Option<String>,
    /// f776 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f776: Option<String>,
    /// f777 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f777: Option<String>,
    /// f778 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f778: Option<String>,
    /// f779 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f779: Option<String>,
    /// f780 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f780: Option<String>,
    /// f781 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f781: Option<String>,
    /// f782 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f782: Option<String>,
    /// f783 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f783: Option<String>,
    /// f784 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f784: Option<String>,
    /// f785 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f785: Option<String>,
    /// f786 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f786: Option<String>,
    /// f787 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f787: Option<String>,
    /// f788 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f788: Option<String>,
    /// f789 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f789: Option<String>,
    /// f790 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f790: Option<String>,
    /// f791 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f791: Option<String>,
    /// f792 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f792: Option<String>,
    /// f793 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f793: Option<String>,
    /// f794 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f794: Option<String>,
    /// f795 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f795: Option<String>,
    /// f796 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f796: Option<String>,
    /// f797 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f797: Option<String>,
    /// f798 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f798: Option<String>,
    /// f799 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f799: Option<String>,
    /// f800 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f800: Option<String>,
    /// f801 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f801: Option<String>,
    /// f802 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f802: Option<String>,
    /// f803 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f803: Option<String>,
    /// f804 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f804: Option<String>,
    /// f805 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f805: Option<String>,
    /// f806 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f806: Option<String>,
    /// f807 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f807: Option<String>,
    /// f808 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f808: Option<String>,
    /// f809 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f809: Option<String>,
    /// f810 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f810: Option<String>,
    /// f811 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f811: Option<String>,
    /// f812 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f812: Option<String>,
    /// f813 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f813: Option<String>,
    /// f814 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f814: Option<String>,
    /// f815 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f815: Option<String>,
    /// f816 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f816: Option<String>,
    /// f817 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f817: Option<String>,
    /// f818 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f818: Option<String>,
    /// f819 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f819: Option<String>,
    /// f820 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f820: Option<String>,
    /// f821 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f821: Option<String>,
    /// f822 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f822: Option<String>,
    /// f823 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f823: Option<String>,
    /// f824 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f824: Option<String>,
    /// f825 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f825: Option<String>,
    /// f826 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f826: Option<String>,
    /// f827 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f827: Option<String>,
    /// f828 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f828: Option<String>,
    /// f829 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f829: Option<String>,
    /// f830 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f830: Option<String>,
    /// f831 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f831: Option<String>,
    /// f832 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f832: Option<String>,
    /// f833 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f833: Option<String>,
    /// f834 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f834: Option<String>,
    /// f835 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f835: Option<String>,
    /// f836 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f836: Option<String>,
    /// f837 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f837: Option<String>,
    /// f838 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f838: Option<String>,
    /// f839 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f839: Option<String>,
    /// f840 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f840: Option<String>,
    /// f841 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f841: Option<String>,
    /// f842 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f842: Option<String>,
    /// f843 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f843: Option<String>,
    /// f844 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f844: Option<String>,
    /// f845 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f845: Option<String>,
    /// f846 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f846: Option<String>,
    /// f847 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f847: Option<String>,
    /// f848 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f848: Option<String>,
    /// f849 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f849: Option<String>,
    /// f850 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f850: Option<String>,
    /// f851 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f851: Option<String>,
    /// f852 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f852: Option<String>,
    /// f853 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f853: Option<String>,
    /// f854 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f854: Option<String>,
    /// f855 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f855: Option<String>,
    /// f856 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f856: Option<String>,
    /// f857 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f857: Option<String>,
    /// f858 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f858: Option<String>,
    /// f859 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f859: Option<String>,
    /// f860 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f860: Option<String>,
    /// f861 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f861: Option<String>,
    /// f862 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f862: Option<String>,
    /// f863 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f863: Option<String>,
    /// f864 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f864: Option<String>,
    /// f865 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f865: Option<String>,
    /// f866 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f866: Option<String>,
    /// f867 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f867: Option<String>,
    /// f868 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f868: Option<String>,
    /// f869 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f869: Option<String>,
    /// f870 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f870: Option<String>,
    /// f871 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f871: Option<String>,
    /// f872 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f872: Option<String>,
    /// f873 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f873: Option<String>,
    /// f874 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f874: Option<String>,
    /// f875 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f875: Option<String>,
    /// f876 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f876: Option<String>,
    /// f877 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f877: Option<String>,
    /// f878 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f878: Option<String>,
    /// f879 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f879: Option<String>,
    /// f880 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f880: Option<String>,
    /// f881 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f881: Option<String>,
    /// f882 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f882: Option<String>,
    /// f883 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f883: Option<String>,
    /// f884 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f884: Option<String>,
    /// f885 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f885: Option<String>,
    /// f886 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f886: Option<String>,
    /// f887 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f887: Option<String>,
    /// f888 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f888: Option<String>,
    /// f889 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f889: Option<String>,
    /// f890 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f890: Option<String>,
    /// f891 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f891: Option<String>,
    /// f892 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f892: Option<String>,
    /// f893 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f893: Option<String>,
    /// f894 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f894: Option<String>,
    /// f895 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f895: Option<String>,
    /// f896 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f896: Option<String>,
    /// f897 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f897: Option<String>,
    /// f898 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f898: Option<String>,
    /// f899 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f899: Option<String>,
    /// f900 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f900: Option<String>,
    /// f901 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f901: Option<String>,
    /// f902 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f902: Option<String>,
    /// f903 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f903: Option<String>,
    /// f904 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f904: Option<String>,
    /// f905 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f905: Option<String>,
    /// f906 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f906: Option<String>,
    /// f907 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f907: Option<String>,
    /// f908 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f908: Option<String>,
    /// f909 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f909: Option<String>,
    /// f910 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f910: Option<String>,
    /// f911 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f911: Option<String>,
    /// f912 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f912: Option<String>,
    /// f913 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f913: Option<String>,
    /// f914 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f914: Option<String>,
    /// f915 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f915: Option<String>,
    /// f916 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f916: Option<String>,
    /// f917 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f917: Option<String>,
    /// f918 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f918: Option<String>,
    /// f919 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f919: Option<String>,
    /// f920 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f920: Option<String>,
    /// f921 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f921: Option<String>,
    /// f922 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f922: Option<String>,
    /// f923 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f923: Option<String>,
    /// f924 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f924: Option<String>,
    /// f925 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f925: Option<String>,
    /// f926 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f926: Option<String>,
    /// f927 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f927: Option<String>,
    /// f928 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f928: Option<String>,
    /// f929 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f929: Option<String>,
    /// f930 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f930: Option<String>,
    /// f931 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f931: Option<String>,
    /// f932 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f932: Option<String>,
    /// f933 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f933: Option<String>,
    /// f934 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f934: Option<String>,
    /// f935 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f935: Option<String>,
    /// f936 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f936: Option<String>,
    /// f937 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f937: Option<String>,
    /// f938 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f938: Option<String>,
    /// f939 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f939: Option<String>,
    /// f940 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f940: Option<String>,
    /// f941 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f941: Option<String>,
    /// f942 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f942: Option<String>,
    /// f943 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f943: Option<String>,
    /// f944 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f944: Option<String>,
    /// f945 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f945: Option<String>,
    /// f946 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f946: Option<String>,
    /// f947 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f947: Option<String>,
    /// f948 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f948: Option<String>,
    /// f949 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f949: Option<String>,
    /// f950 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f950: Option<String>,
    /// f951 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f951: Option<String>,
    /// f952 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f952: Option<String>,
    /// f953 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f953: Option<String>,
    /// f954 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f954: Option<String>,
    /// f955 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f955: Option<String>,
    /// f956 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f956: Option<String>,
    /// f957 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f957: Option<String>,
    /// f958 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f958: Option<String>,
    /// f959 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f959: Option<String>,
    /// f960 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f960: Option<String>,
    /// f961 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f961: Option<String>,
    /// f962 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f962: Option<String>,
    /// f963 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f963: Option<String>,
    /// f964 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f964: Option<String>,
    /// f965 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f965: Option<String>,
    /// f966 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f966: Option<String>,
    /// f967 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f967: Option<String>,
    /// f968 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f968: Option<String>,
    /// f969 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f969: Option<String>,
    /// f970 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f970: Option<String>,
    /// f971 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f971: Option<String>,
    /// f972 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f972: Option<String>,
    /// f973 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f973: Option<String>,
    /// f974 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f974: Option<String>,
    /// f975 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f975: Option<String>,
    /// f976 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f976: Option<String>,
    /// f977 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f977: Option<String>,
    /// f978 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f978: Option<String>,
    /// f979 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f979: Option<String>,
    /// f980 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f980: Option<String>,
    /// f981 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f981: Option<String>,
    /// f982 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f982: Option<String>,
    /// f983 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f983: Option<String>,
    /// f984 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f984: Option<String>,
    /// f985 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f985: Option<String>,
    /// f986 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f986: Option<String>,
    /// f987 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f987: Option<String>,
    /// f988 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f988: Option<String>,
    /// f989 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f989: Option<String>,
    /// f990 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f990: Option<String>,
    /// f991 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f991: Option<String>,
    /// f992 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f992: Option<String>,
    /// f993 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f993: Option<String>,
    /// f994 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f994: Option<String>,
    /// f995 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f995: Option<String>,
    /// f996 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f996: Option<String>,
    /// f997 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f997: Option<String>,
    /// f998 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f998: Option<String>,
    /// f999 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f999: Option<String>,
    /// f1000 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1000: Option<String>,
    /// f1001 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1001: Option<String>,
    /// f1002 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1002: Option<String>,
    /// f1003 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1003: Option<String>,
    /// f1004 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1004: Option<String>,
    /// f1005 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1005: Option<String>,
    /// f1006 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1006: Option<String>,
    /// f1007 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1007: Option<String>,
    /// f1008 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1008: Option<String>,
    /// f1009 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1009: Option<String>,
    /// f1010 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1010: Option<String>,
    /// f1011 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1011: Option<String>,
    /// f1012 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1012: Option<String>,
    /// f1013 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1013: Option<String>,
    /// f1014 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1014: Option<String>,
    /// f1015 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1015: Option<String>,
    /// f1016 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1016: Option<String>,
    /// f1017 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1017: Option<String>,
    /// f1018 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1018: Option<String>,
    /// f1019 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1019: Option<String>,
    /// f1020 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1020: Option<String>,
    /// f1021 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1021: Option<String>,
    /// f1022 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1022: Option<String>,
    /// f1023 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1023: Option<String>,
    /// f1024 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1024: Option<String>,
    /// f1025 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1025: Option<String>,
    /// f1026 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1026: Option<String>,
    /// f1027 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1027: Option<String>,
    /// f1028 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1028: Option<String>,
    /// f1029 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1029: Option<String>,
    /// f1030 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1030: Option<String>,
    /// f1031 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1031: Option<String>,
    /// f1032 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1032: Option<String>,
    /// f1033 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1033: Option<String>,
    /// f1034 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1034: Option<String>,
    /// f1035 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1035: Option<String>,
    /// f1036 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1036: Option<String>,
    /// f1037 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1037: Option<String>,
    /// f1038 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1038: Option<String>,
    /// f1039 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1039: Option<String>,
    /// f1040 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1040: Option<String>,
    /// f1041 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1041: Option<String>,
    /// f1042 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1042: Option<String>,
    /// f1043 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1043: Option<String>,
    /// f1044 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1044: Option<String>,
    /// f1045 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1045: Option<String>,
    /// f1046 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1046: Option<String>,
    /// f1047 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1047: Option<String>,
    /// f1048 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1048: Option<String>,
    /// f1049 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1049: Option<String>,
    /// f1050 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1050: Option<String>,
    /// f1051 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1051: Option<String>,
    /// f1052 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1052: Option<String>,
    /// f1053 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1053: Option<String>,
    /// f1054 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1054: Option<String>,
    /// f1055 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1055: Option<String>,
    /// f1056 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1056: Option<String>,
    /// f1057 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1057: Option<String>,
    /// f1058 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1058: Option<String>,
    /// f1059 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1059: Option<String>,
    /// f1060 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1060: Option<String>,
    /// f1061 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1061: Option<String>,
    /// f1062 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1062: Option<String>,
    /// f1063 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1063: Option<String>,
    /// f1064 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1064: Option<String>,
    /// f1065 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1065: Option<String>,
    /// f1066 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1066: Option<String>,
    /// f1067 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1067: Option<String>,
    /// f1068 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1068: Option<String>,
    /// f1069 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1069: Option<String>,
    /// f1070 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1070: Option<String>,
    /// f1071 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1071: Option<String>,
    /// f1072 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1072: Option<String>,
    /// f1073 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1073: Option<String>,
    /// f1074 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1074: Option<String>,
    /// f1075 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1075: Option<String>,
    /// f1076 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1076: Option<String>,
    /// f1077 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1077: Option<String>,
    /// f1078 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1078: Option<String>,
    /// f1079 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1079: Option<String>,
    /// f1080 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1080: Option<String>,
    /// f1081 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1081: Option<String>,
    /// f1082 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1082: Option<String>,
    /// f1083 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1083: Option<String>,
    /// f1084 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1084: Option<String>,
    /// f1085 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1085: Option<String>,
    /// f1086 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1086: Option<String>,
    /// f1087 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1087: Option<String>,
    /// f1088 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1088: Option<String>,
    /// f1089 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1089: Option<String>,
    /// f1090 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1090: Option<String>,
    /// f1091 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1091: Option<String>,
    /// f1092 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1092: Option<String>,
    /// f1093 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1093: Option<String>,
    /// f1094 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1094: Option<String>,
    /// f1095 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1095: Option<String>,
    /// f1096 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1096: Option<String>,
    /// f1097 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1097: Option<String>,
    /// f1098 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1098: Option<String>,
    /// f1099 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1099: Option<String>,
    /// f1100 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1100: Option<String>,
    /// f1101 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1101: Option<String>,
    /// f1102 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1102: Option<String>,
    /// f1103 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1103: Option<String>,
    /// f1104 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1104: Option<String>,
    /// f1105 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1105: Option<String>,
    /// f1106 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1106: Option<String>,
    /// f1107 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1107: Option<String>,
    /// f1108 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1108: Option<String>,
    /// f1109 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1109: Option<String>,
    /// f1110 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1110: Option<String>,
    /// f1111 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1111: Option<String>,
    /// f1112 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1112: Option<String>,
    /// f1113 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1113: Option<String>,
    /// f1114 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1114: Option<String>,
    /// f1115 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1115: Option<String>,
    /// f1116 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1116: Option<String>,
    /// f1117 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1117: Option<String>,
    /// f1118 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1118: Option<String>,
    /// f1119 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1119: Option<String>,
    /// f1120 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1120: Option<String>,
    /// f1121 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1121: Option<String>,
    /// f1122 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1122: Option<String>,
    /// f1123 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1123: Option<String>,
    /// f1124 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1124: Option<String>,
    /// f1125 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1125: Option<String>,
    /// f1126 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1126: Option<String>,
    /// f1127 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1127: Option<String>,
    /// f1128 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1128: Option<String>,
    /// f1129 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1129: Option<String>,
    /// f1130 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1130: Option<String>,
    /// f1131 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1131: Option<String>,
    /// f1132 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1132: Option<String>,
    /// f1133 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1133: Option<String>,
    /// f1134 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1134: Option<String>,
    /// f1135 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1135: Option<String>,
    /// f1136 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1136: Option<String>,
    /// f1137 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1137: Option<String>,
    /// f1138 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1138: Option<String>,
    /// f1139 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1139: Option<String>,
    /// f1140 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1140: Option<String>,
    /// f1141 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1141: Option<String>,
    /// f1142 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1142: Option<String>,
    /// f1143 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1143: Option<String>,
    /// f1144 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1144: Option<String>,
    /// f1145 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1145: Option<String>,
    /// f1146 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1146: Option<String>,
    /// f1147 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1147: Option<String>,
    /// f1148 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1148: Option<String>,
    /// f1149 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1149: Option<String>,
    /// f1150 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1150: Option<String>,
    /// f1151 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1151: Option<String>,
    /// f1152 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1152: Option<String>,
    /// f1153 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1153: Option<String>,
    /// f1154 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1154: Option<String>,
    /// f1155 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1155: Option<String>,
    /// f1156 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1156: Option<String>,
    /// f1157 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1157: Option<String>,
    /// f1158 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1158: Option<String>,
    /// f1159 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1159: Option<String>,
    /// f1160 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1160: Option<String>,
    /// f1161 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1161: Option<String>,
    /// f1162 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1162: Option<String>,
    /// f1163 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1163: Option<String>,
    /// f1164 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1164: Option<String>,
    /// f1165 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1165: Option<String>,
    /// f1166 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1166: Option<String>,
    /// f1167 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1167: Option<String>,
    /// f1168 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1168: Option<String>,
    /// f1169 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1169: Option<String>,
    /// f1170 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1170: Option<String>,
    /// f1171 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1171: Option<String>,
    /// f1172 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1172: Option<String>,
    /// f1173 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1173: Option<String>,
    /// f1174 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1174: Option<String>,
    /// f1175 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1175: Option<String>,
    /// f1176 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1176: Option<String>,
    /// f1177 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1177: Option<String>,
    /// f1178 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1178: Option<String>,
    /// f1179 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1179: Option<String>,
    /// f1180 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1180: Option<String>,
    /// f1181 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1181: Option<String>,
    /// f1182 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1182: Option<String>,
    /// f1183 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1183: Option<String>,
    /// f1184 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1184: Option<String>,
    /// f1185 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1185: Option<String>,
    /// f1186 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1186: Option<String>,
    /// f1187 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1187: Option<String>,
    /// f1188 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1188: Option<String>,
    /// f1189 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1189: Option<String>,
    /// f1190 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1190: Option<String>,
    /// f1191 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1191: Option<String>,
    /// f1192 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1192: Option<String>,
    /// f1193 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1193: Option<String>,
    /// f1194 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1194: Option<String>,
    /// f1195 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1195: Option<String>,
    /// f1196 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1196: Option<String>,
    /// f1197 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1197: Option<String>,
    /// f1198 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1198: Option<String>,
    /// f1199 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1199: Option<String>,
    /// f1200 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1200: Option<String>,
    /// f1201 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1201: Option<String>,
    /// f1202 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1202: Option<String>,
    /// f1203 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1203: Option<String>,
    /// f1204 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1204: Option<String>,
    /// f1205 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1205: Option<String>,
    /// f1206 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1206: Option<String>,
    /// f1207 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1207: Option<String>,
    /// f1208 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1208: Option<String>,
    /// f1209 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1209: Option<String>,
    /// f1210 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1210: Option<String>,
    /// f1211 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1211: Option<String>,
    /// f1212 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1212: Option<String>,
    /// f1213 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1213: Option<String>,
    /// f1214 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1214: Option<String>,
    /// f1215 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1215: Option<String>,
    /// f1216 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1216: Option<String>,
    /// f1217 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1217: Option<String>,
    /// f1218 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1218: Option<String>,
    /// f1219 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1219: Option<String>,
    /// f1220 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1220: Option<String>,
    /// f1221 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1221: Option<String>,
    /// f1222 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1222: Option<String>,
    /// f1223 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1223: Option<String>,
    /// f1224 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1224: Option<String>,
    /// f1225 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1225: Option<String>,
    /// f1226 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1226: Option<String>,
    /// f1227 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1227: Option<String>,
    /// f1228 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1228: Option<String>,
    /// f1229 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1229: Option<String>,
    /// f1230 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1230: Option<String>,
    /// f1231 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1231: Option<String>,
    /// f1232 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1232: Option<String>,
    /// f1233 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1233: Option<String>,
    /// f1234 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1234: Option<String>,
    /// f1235 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1235: Option<String>,
    /// f1236 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1236: Option<String>,
    /// f1237 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1237: Option<String>,
    /// f1238 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1238: Option<String>,
    /// f1239 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1239: Option<String>,
    /// f1240 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1240: Option<String>,
    /// f1241 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1241: Option<String>,
    /// f1242 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1242: Option<String>,
    /// f1243 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1243: Option<String>,
    /// f1244 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1244: Option<String>,
    /// f1245 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1245: Option<String>,
    /// f1246 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1246: Option<String>,
    /// f1247 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1247: Option<String>,
    /// f1248 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1248: Option<String>,
    /// f1249 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1249: Option<String>,
    /// f1250 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1250: Option<String>,
    /// f1251 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1251: Option<String>,
    /// f1252 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1252: Option<String>,
    /// f1253 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1253: Option<String>,
    /// f1254 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1254: Option<String>,
    /// f1255 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1255: Option<String>,
    /// f1256 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1256: Option<String>,
    /// f1257 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1257: Option<String>,
    /// f1258 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1258: Option<String>,
    /// f1259 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1259: Option<String>,
    /// f1260 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1260: Option<String>,
    /// f1261 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1261: Option<String>,
    /// f1262 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1262: Option<String>,
    /// f1263 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1263: Option<String>,
    /// f1264 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1264: Option<String>,
    /// f1265 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1265: Option<String>,
    /// f1266 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1266: Option<String>,
    /// f1267 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1267: Option<String>,
    /// f1268 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1268: Option<String>,
    /// f1269 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1269: Option<String>,
    /// f1270 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1270: Option<String>,
    /// f1271 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1271: Option<String>,
    /// f1272 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1272: Option<String>,
    /// f1273 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1273: Option<String>,
    /// f1274 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1274: Option<String>,
    /// f1275 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1275: Option<String>,
    /// f1276 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1276: Option<String>,
    /// f1277 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1277: Option<String>,
    /// f1278 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1278: Option<String>,
    /// f1279 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1279: Option<String>,
    /// f1280 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1280: Option<String>,
    /// f1281 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1281: Option<String>,
    /// f1282 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1282: Option<String>,
    /// f1283 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1283: Option<String>,
    /// f1284 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1284: Option<String>,
    /// f1285 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1285: Option<String>,
    /// f1286 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1286: Option<String>,
    /// f1287 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1287: Option<String>,
    /// f1288 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1288: Option<String>,
    /// f1289 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1289: Option<String>,
    /// f1290 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1290: Option<String>,
    /// f1291 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1291: Option<String>,
    /// f1292 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1292: Option<String>,
    /// f1293 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1293: Option<String>,
    /// f1294 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1294: Option<String>,
    /// f1295 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1295: Option<String>,
    /// f1296 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1296: Option<String>,
    /// f1297 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1297: Option<String>,
    /// f1298 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1298: Option<String>,
    /// f1299 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1299: Option<String>,
    /// f1300 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1300: Option<String>,
    /// f1301 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1301: Option<String>,
    /// f1302 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1302: Option<String>,
    /// f1303 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1303: Option<String>,
    /// f1304 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1304: Option<String>,
    /// f1305 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1305: Option<String>,
    /// f1306 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1306: Option<String>,
    /// f1307 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1307: Option<String>,
    /// f1308 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1308: Option<String>,
    /// f1309 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1309: Option<String>,
    /// f1310 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1310: Option<String>,
    /// f1311 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1311: Option<String>,
    /// f1312 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1312: Option<String>,
    /// f1313 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1313: Option<String>,
    /// f1314 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1314: Option<String>,
    /// f1315 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1315: Option<String>,
    /// f1316 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1316: Option<String>,
    /// f1317 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1317: Option<String>,
    /// f1318 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1318: Option<String>,
    /// f1319 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1319: Option<String>,
    /// f1320 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1320: Option<String>,
    /// f1321 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1321: Option<String>,
    /// f1322 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1322: Option<String>,
    /// f1323 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1323: Option<String>,
    /// f1324 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1324: Option<String>,
    /// f1325 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1325: Option<String>,
    /// f1326 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1326: Option<String>,
    /// f1327 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1327: Option<String>,
    /// f1328 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1328: Option<String>,
    /// f1329 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1329: Option<String>,
    /// f1330 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1330: Option<String>,
    /// f1331 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1331: Option<String>,
    /// f1332 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1332: Option<String>,
    /// f1333 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1333: Option<String>,
    /// f1334 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1334: Option<String>,
    /// f1335 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1335: Option<String>,
    /// f1336 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1336: Option<String>,
    /// f1337 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1337: Option<String>,
    /// f1338 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1338: Option<String>,
    /// f1339 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1339: Option<String>,
    /// f1340 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1340: Option<String>,
    /// f1341 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1341: Option<String>,
    /// f1342 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1342: Option<String>,
    /// f1343 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1343: Option<String>,
    /// f1344 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1344: Option<String>,
    /// f1345 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1345: Option<String>,
    /// f1346 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1346: Option<String>,
    /// f1347 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1347: Option<String>,
    /// f1348 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1348: Option<String>,
    /// f1349 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1349: Option<String>,
    /// f1350 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1350: Option<String>,
    /// f1351 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1351: Option<String>,
    /// f1352 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1352: Option<String>,
    /// f1353 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1353: Option<String>,
    /// f1354 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1354: Option<String>,
    /// f1355 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1355: Option<String>,
    /// f1356 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1356: Option<String>,
    /// f1357 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1357: Option<String>,
    /// f1358 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1358: Option<String>,
    /// f1359 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1359: Option<String>,
    /// f1360 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1360: Option<String>,
    /// f1361 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1361: Option<String>,
    /// f1362 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1362: Option<String>,
    /// f1363 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1363: Option<String>,
    /// f1364 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1364: Option<String>,
    /// f1365 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1365: Option<String>,
    /// f1366 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1366: Option<String>,
    /// f1367 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1367: Option<String>,
    /// f1368 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1368: Option<String>,
    /// f1369 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1369: Option<String>,
    /// f1370 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1370: Option<String>,
    /// f1371 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1371: Option<String>,
    /// f1372 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1372: Option<String>,
    /// f1373 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1373: Option<String>,
    /// f1374 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1374: Option<String>,
    /// f1375 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1375: Option<String>,
    /// f1376 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1376: Option<String>,
    /// f1377 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1377: Option<String>,
    /// f1378 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1378: Option<String>,
    /// f1379 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1379: Option<String>,
    /// f1380 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1380: Option<String>,
    /// f1381 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1381: Option<String>,
    /// f1382 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1382: Option<String>,
    /// f1383 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1383: Option<String>,
    /// f1384 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1384: Option<String>,
    /// f1385 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1385: Option<String>,
    /// f1386 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1386: Option<String>,
    /// f1387 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1387: Option<String>,
    /// f1388 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1388: Option<String>,
    /// f1389 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1389: Option<String>,
    /// f1390 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1390: Option<String>,
    /// f1391 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1391: Option<String>,
    /// f1392 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1392: Option<String>,
    /// f1393 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1393: Option<String>,
    /// f1394 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1394: Option<String>,
    /// f1395 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1395: Option<String>,
    /// f1396 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1396: Option<String>,
    /// f1397 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1397: Option<String>,
    /// f1398 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1398: Option<String>,
    /// f1399 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1399: Option<String>,
    /// f1400 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1400: Option<String>,
    /// f1401 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1401: Option<String>,
    /// f1402 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1402: Option<String>,
    /// f1403 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1403: Option<String>,
    /// f1404 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1404: Option<String>,
    /// f1405 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1405: Option<String>,
    /// f1406 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1406: Option<String>,
    /// f1407 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1407: Option<String>,
    /// f1408 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1408: Option<String>,
    /// f1409 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1409: Option<String>,
    /// f1410 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1410: Option<String>,
    /// f1411 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1411: Option<String>,
    /// f1412 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1412: Option<String>,
    /// f1413 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1413: Option<String>,
    /// f1414 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1414: Option<String>,
    /// f1415 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1415: Option<String>,
    /// f1416 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1416: Option<String>,
    /// f1417 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1417: Option<String>,
    /// f1418 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1418: Option<String>,
    /// f1419 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1419: Option<String>,
    /// f1420 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1420: Option<String>,
    /// f1421 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1421: Option<String>,
    /// f1422 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1422: Option<String>,
    /// f1423 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1423: Option<String>,
    /// f1424 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1424: Option<String>,
    /// f1425 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1425: Option<String>,
    /// f1426 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1426: Option<String>,
    /// f1427 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1427: Option<String>,
    /// f1428 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1428: Option<String>,
    /// f1429 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1429: Option<String>,
    /// f1430 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1430: Option<String>,
    /// f1431 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1431: Option<String>,
    /// f1432 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1432: Option<String>,
    /// f1433 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1433: Option<String>,
    /// f1434 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1434: Option<String>,
    /// f1435 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1435: Option<String>,
    /// f1436 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1436: Option<String>,
    /// f1437 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1437: Option<String>,
    /// f1438 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1438: Option<String>,
    /// f1439 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1439: Option<String>,
    /// f1440 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1440: Option<String>,
    /// f1441 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1441: Option<String>,
    /// f1442 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1442: Option<String>,
    /// f1443 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1443: Option<String>,
    /// f1444 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1444: Option<String>,
    /// f1445 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1445: Option<String>,
    /// f1446 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1446: Option<String>,
    /// f1447 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1447: Option<String>,
    /// f1448 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1448: Option<String>,
    /// f1449 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1449: Option<String>,
    /// f1450 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1450: Option<String>,
    /// f1451 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1451: Option<String>,
    /// f1452 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1452: Option<String>,
    /// f1453 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1453: Option<String>,
    /// f1454 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1454: Option<String>,
    /// f1455 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1455: Option<String>,
    /// f1456 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1456: Option<String>,
    /// f1457 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1457: Option<String>,
    /// f1458 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1458: Option<String>,
    /// f1459 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1459: Option<String>,
    /// f1460 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1460: Option<String>,
    /// f1461 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1461: Option<String>,
    /// f1462 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1462: Option<String>,
    /// f1463 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1463: Option<String>,
    /// f1464 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1464: Option<String>,
    /// f1465 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1465: Option<String>,
    /// f1466 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1466: Option<String>,
    /// f1467 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1467: Option<String>,
    /// f1468 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1468: Option<String>,
    /// f1469 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1469: Option<String>,
    /// f1470 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1470: Option<String>,
    /// f1471 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1471: Option<String>,
    /// f1472 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1472: Option<String>,
    /// f1473 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1473: Option<String>,
    /// f1474 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1474: Option<String>,
    /// f1475 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1475: Option<String>,
    /// f1476 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1476: Option<String>,
    /// f1477 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1477: Option<String>,
    /// f1478 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1478: Option<String>,
    /// f1479 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1479: Option<String>,
    /// f1480 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1480: Option<String>,
    /// f1481 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1481: Option<String>,
    /// f1482 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1482: Option<String>,
    /// f1483 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1483: Option<String>,
    /// f1484 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1484: Option<String>,
    /// f1485 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1485: Option<String>,
    /// f1486 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1486: Option<String>,
    /// f1487 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1487: Option<String>,
    /// f1488 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1488: Option<String>,
    /// f1489 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1489: Option<String>,
    /// f1490 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1490: Option<String>,
    /// f1491 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1491: Option<String>,
    /// f1492 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1492: Option<String>,
    /// f1493 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1493: Option<String>,
    /// f1494 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1494: Option<String>,
    /// f1495 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1495: Option<String>,
    /// f1496 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1496: Option<String>,
    /// f1497 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1497: Option<String>,
    /// f1498 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1498: Option<String>,
    /// f1499 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1499: Option<String>,
    /// f1500 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1500: Option<String>,
    /// f1501 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1501: Option<String>,
    /// f1502 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1502: Option<String>,
    /// f1503 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1503: Option<String>,
    /// f1504 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1504: Option<String>,
    /// f1505 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1505: Option<String>,
    /// f1506 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1506: Option<String>,
    /// f1507 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1507: Option<String>,
    /// f1508 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1508: Option<String>,
    /// f1509 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1509: Option<String>,
    /// f1510 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1510: Option<String>,
    /// f1511 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1511: Option<String>,
    /// f1512 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1512: Option<String>,
    /// f1513 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1513: Option<String>,
    /// f1514 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1514: Option<String>,
    /// f1515 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1515: Option<String>,
    /// f1516 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1516: Option<String>,
    /// f1517 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1517: Option<String>,
    /// f1518 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1518: Option<String>,
    /// f1519 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1519: Option<String>,
    /// f1520 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1520: Option<String>,
    /// f1521 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1521: Option<String>,
    /// f1522 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1522: Option<String>,
    /// f1523 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1523: Option<String>,
    /// f1524 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1524: Option<String>,
    /// f1525 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1525: Option<String>,
    /// f1526 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1526: Option<String>,
    /// f1527 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1527: Option<String>,
    /// f1528 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1528: Option<String>,
    /// f1529 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1529: Option<String>,
    /// f1530 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1530: Option<String>,
    /// f1531 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1531: Option<String>,
    /// f1532 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1532: Option<String>,
    /// f1533 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1533: Option<String>,
    /// f1534 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1534: Option<String>,
    /// f1535 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1535: Option<String>,
    /// f1536 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1536: Option<String>,
    /// f1537 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1537: Option<String>,
    /// f1538 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1538: Option<String>,
    /// f1539 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1539: Option<String>,
    /// f1540 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1540: Option<String>,
    /// f1541 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1541: Option<String>,
    /// f1542 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1542: Option<String>,
    /// f1543 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1543: Option<String>,
    /// f1544 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1544: Option<String>,
    /// f1545 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1545: Option<String>,
    /// f1546 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1546: Option<String>,
    /// f1547 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1547: Option<String>,
    /// f1548 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1548: Option<String>,
    /// f1549 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1549: Option<String>,
    /// f1550 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1550: Option<String>,
    /// f1551 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1551: Option<String>,
    /// f1552 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1552: Option<String>,
    /// f1553 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1553: Option<String>,
    /// f1554 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1554: Option<String>,
    /// f1555 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1555: Option<String>,
    /// f1556 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1556: Option<String>,
    /// f1557 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1557: Option<String>,
    /// f1558 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1558: Option<String>,
    /// f1559 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1559: Option<String>,
    /// f1560 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1560: Option<String>,
    /// f1561 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1561: Option<String>,
    /// f1562 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1562: Option<String>,
    /// f1563 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1563: Option<String>,
    /// f1564 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1564: Option<String>,
    /// f1565 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1565: Option<String>,
    /// f1566 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1566: Option<String>,
    /// f1567 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1567: Option<String>,
    /// f1568 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1568: Option<String>,
    /// f1569 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1569: Option<String>,
    /// f1570 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1570: Option<String>,
    /// f1571 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1571: Option<String>,
    /// f1572 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1572: Option<String>,
    /// f1573 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1573: Option<String>,
    /// f1574 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1574: Option<String>,
    /// f1575 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1575: Option<String>,
    /// f1576 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1576: Option<String>,
    /// f1577 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1577: Option<String>,
    /// f1578 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1578: Option<String>,
    /// f1579 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1579: Option<String>,
    /// f1580 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1580: Option<String>,
    /// f1581 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1581: Option<String>,
    /// f1582 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1582: Option<String>,
    /// f1583 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1583: Option<String>,
    /// f1584 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1584: Option<String>,
    /// f1585 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1585: Option<String>,
    /// f1586 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1586: Option<String>,
    /// f1587 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1587: Option<String>,
    /// f1588 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1588: Option<String>,
    /// f1589 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1589: Option<String>,
    /// f1590 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1590: Option<String>,
    /// f1591 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1591: Option<String>,
    /// f1592 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1592: Option<String>,
    /// f1593 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1593: Option<String>,
    /// f1594 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1594: Option<String>,
    /// f1595 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1595: Option<String>,
    /// f1596 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1596: Option<String>,
    /// f1597 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1597: Option<String>,
    /// f1598 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1598: Option<String>,
    /// f1599 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1599: Option<String>,
    /// f1600 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1600: Option<String>,
    /// f1601 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1601: Option<String>,
    /// f1602 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1602: Option<String>,
    /// f1603 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1603: Option<String>,
    /// f1604 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1604: Option<String>,
    /// f1605 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1605: Option<String>,
    /// f1606 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1606: Option<String>,
    /// f1607 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1607: Option<String>,
    /// f1608 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1608: Option<String>,
    /// f1609 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1609: Option<String>,
    /// f1610 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1610: Option<String>,
    /// f1611 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1611: Option<String>,
    /// f1612 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1612: Option<String>,
    /// f1613 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1613: Option<String>,
    /// f1614 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1614: Option<String>,
    /// f1615 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1615: Option<String>,
    /// f1616 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1616: Option<String>,
    /// f1617 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1617: Option<String>,
    /// f1618 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1618: Option<String>,
    /// f1619 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1619: Option<String>,
    /// f1620 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1620: Option<String>,
    /// f1621 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1621: Option<String>,
    /// f1622 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1622: Option<String>,
    /// f1623 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1623: Option<String>,
    /// f1624 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1624: Option<String>,
    /// f1625 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1625: Option<String>,
    /// f1626 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1626: Option<String>,
    /// f1627 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1627: Option<String>,
    /// f1628 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1628: Option<String>,
    /// f1629 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1629: Option<String>,
    /// f1630 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1630: Option<String>,
    /// f1631 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1631: Option<String>,
    /// f1632 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1632: Option<String>,
    /// f1633 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1633: Option<String>,
    /// f1634 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1634: Option<String>,
    /// f1635 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1635: Option<String>,
    /// f1636 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1636: Option<String>,
    /// f1637 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1637: Option<String>,
    /// f1638 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1638: Option<String>,
    /// f1639 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1639: Option<String>,
    /// f1640 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1640: Option<String>,
    /// f1641 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1641: Option<String>,
    /// f1642 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1642: Option<String>,
    /// f1643 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1643: Option<String>,
    /// f1644 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1644: Option<String>,
    /// f1645 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1645: Option<String>,
    /// f1646 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1646: Option<String>,
    /// f1647 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1647: Option<String>,
    /// f1648 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1648: Option<String>,
    /// f1649 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1649: Option<String>,
    /// f1650 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1650: Option<String>,
    /// f1651 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1651: Option<String>,
    /// f1652 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1652: Option<String>,
    /// f1653 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1653: Option<String>,
    /// f1654 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1654: Option<String>,
    /// f1655 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1655: Option<String>,
    /// f1656 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1656: Option<String>,
    /// f1657 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1657: Option<String>,
    /// f1658 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1658: Option<String>,
    /// f1659 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1659: Option<String>,
    /// f1660 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1660: Option<String>,
    /// f1661 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1661: Option<String>,
    /// f1662 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1662: Option<String>,
    /// f1663 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1663: Option<String>,
    /// f1664 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1664: Option<String>,
    /// f1665 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1665: Option<String>,
    /// f1666 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1666: Option<String>,
    /// f1667 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1667: Option<String>,
    /// f1668 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1668: Option<String>,
    /// f1669 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1669: Option<String>,
    /// f1670 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1670: Option<String>,
    /// f1671 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1671: Option<String>,
    /// f1672 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1672: Option<String>,
    /// f1673 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1673: Option<String>,
    /// f1674 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1674: Option<String>,
    /// f1675 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1675: Option<String>,
    /// f1676 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1676: Option<String>,
    /// f1677 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1677: Option<String>,
    /// f1678 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1678: Option<String>,
    /// f1679 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1679: Option<String>,
    /// f1680 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1680: Option<String>,
    /// f1681 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1681: Option<String>,
    /// f1682 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1682: Option<String>,
    /// f1683 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1683: Option<String>,
    /// f1684 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1684: Option<String>,
    /// f1685 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1685: Option<String>,
    /// f1686 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1686: Option<String>,
    /// f1687 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1687: Option<String>,
    /// f1688 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1688: Option<String>,
    /// f1689 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1689: Option<String>,
    /// f1690 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1690: Option<String>,
    /// f1691 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1691: Option<String>,
    /// f1692 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1692: Option<String>,
    /// f1693 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1693: Option<String>,
    /// f1694 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1694: Option<String>,
    /// f1695 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1695: Option<String>,
    /// f1696 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1696: Option<String>,
    /// f1697 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1697: Option<String>,
    /// f1698 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1698: Option<String>,
    /// f1699 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1699: Option<String>,
    /// f1700 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1700: Option<String>,
    /// f1701 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1701: Option<String>,
    /// f1702 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1702: Option<String>,
    /// f1703 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1703: Option<String>,
    /// f1704 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1704: Option<String>,
    /// f1705 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1705: Option<String>,
    /// f1706 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1706: Option<String>,
    /// f1707 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1707: Option<String>,
    /// f1708 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1708: Option<String>,
    /// f1709 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1709: Option<String>,
    /// f1710 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1710: Option<String>,
    /// f1711 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1711: Option<String>,
    /// f1712 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1712: Option<String>,
    /// f1713 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1713: Option<String>,
    /// f1714 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1714: Option<String>,
    /// f1715 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1715: Option<String>,
    /// f1716 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1716: Option<String>,
    /// f1717 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1717: Option<String>,
    /// f1718 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1718: Option<String>,
    /// f1719 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1719: Option<String>,
    /// f1720 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1720: Option<String>,
    /// f1721 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1721: Option<String>,
    /// f1722 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1722: Option<String>,
    /// f1723 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1723: Option<String>,
    /// f1724 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1724: Option<String>,
    /// f1725 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1725: Option<String>,
    /// f1726 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1726: Option<String>,
    /// f1727 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1727: Option<String>,
    /// f1728 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1728: Option<String>,
    /// f1729 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1729: Option<String>,
    /// f1730 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1730: Option<String>,
    /// f1731 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1731: Option<String>,
    /// f1732 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1732: Option<String>,
    /// f1733 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1733: Option<String>,
    /// f1734 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1734: Option<String>,
    /// f1735 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1735: Option<String>,
    /// f1736 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1736: Option<String>,
    /// f1737 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1737: Option<String>,
    /// f1738 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1738: Option<String>,
    /// f1739 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1739: Option<String>,
    /// f1740 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1740: Option<String>,
    /// f1741 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1741: Option<String>,
    /// f1742 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1742: Option<String>,
    /// f1743 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1743: Option<String>,
    /// f1744 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1744: Option<String>,
    /// f1745 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1745: Option<String>,
    /// f1746 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1746: Option<String>,
    /// f1747 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1747: Option<String>,
    /// f1748 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1748: Option<String>,
    /// f1749 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1749: Option<String>,
    /// f1750 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1750: Option<String>,
    /// f1751 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1751: Option<String>,
    /// f1752 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1752: Option<String>,
    /// f1753 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1753: Option<String>,
    /// f1754 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1754: Option<String>,
    /// f1755 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1755: Option<String>,
    /// f1756 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1756: Option<String>,
    /// f1757 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1757: Option<String>,
    /// f1758 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1758: Option<String>,
    /// f1759 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1759: Option<String>,
    /// f1760 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1760: Option<String>,
    /// f1761 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1761: Option<String>,
    /// f1762 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1762: Option<String>,
    /// f1763 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1763: Option<String>,
    /// f1764 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1764: Option<String>,
    /// f1765 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1765: Option<String>,
    /// f1766 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1766: Option<String>,
    /// f1767 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1767: Option<String>,
    /// f1768 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1768: Option<String>,
    /// f1769 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1769: Option<String>,
    /// f1770 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1770: Option<String>,
    /// f1771 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1771: Option<String>,
    /// f1772 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1772: Option<String>,
    /// f1773 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1773: Option<String>,
    /// f1774 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1774: Option<String>,
    /// f1775 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1775: Option<String>,
    /// f1776 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1776: Option<String>,
    /// f1777 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1777: Option<String>,
    /// f1778 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1778: Option<String>,
    /// f1779 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1779: Option<String>,
    /// f1780 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1780: Option<String>,
    /// f1781 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1781: Option<String>,
    /// f1782 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1782: Option<String>,
    /// f1783 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1783: Option<String>,
    /// f1784 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1784: Option<String>,
    /// f1785 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1785: Option<String>,
    /// f1786 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1786: Option<String>,
    /// f1787 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1787: Option<String>,
    /// f1788 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1788: Option<String>,
    /// f1789 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1789: Option<String>,
    /// f1790 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1790: Option<String>,
    /// f1791 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1791: Option<String>,
    /// f1792 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1792: Option<String>,
    /// f1793 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1793: Option<String>,
    /// f1794 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1794: Option<String>,
    /// f1795 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1795: Option<String>,
    /// f1796 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1796: Option<String>,
    /// f1797 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1797: Option<String>,
    /// f1798 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1798: Option<String>,
    /// f1799 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1799: Option<String>,
    /// f1800 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1800: Option<String>,
    /// f1801 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1801: Option<String>,
    /// f1802 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1802: Option<String>,
    /// f1803 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1803: Option<String>,
    /// f1804 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1804: Option<String>,
    /// f1805 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1805: Option<String>,
    /// f1806 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1806: Option<String>,
    /// f1807 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1807: Option<String>,
    /// f1808 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1808: Option<String>,
    /// f1809 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1809: Option<String>,
    /// f1810 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1810: Option<String>,
    /// f1811 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1811: Option<String>,
    /// f1812 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1812: Option<String>,
    /// f1813 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1813: Option<String>,
    /// f1814 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1814: Option<String>,
    /// f1815 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1815: Option<String>,
    /// f1816 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1816: Option<String>,
    /// f1817 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1817: Option<String>,
    /// f1818 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1818: Option<String>,
    /// f1819 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1819: Option<String>,
    /// f1820 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1820: Option<String>,
    /// f1821 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1821: Option<String>,
    /// f1822 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1822: Option<String>,
    /// f1823 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1823: Option<String>,
    /// f1824 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1824: Option<String>,
    /// f1825 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1825: Option<String>,
    /// f1826 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1826: Option<String>,
    /// f1827 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1827: Option<String>,
    /// f1828 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1828: Option<String>,
    /// f1829 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1829: Option<String>,
    /// f1830 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1830: Option<String>,
    /// f1831 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1831: Option<String>,
    /// f1832 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1832: Option<String>,
    /// f1833 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1833: Option<String>,
    /// f1834 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1834: Option<String>,
    /// f1835 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1835: Option<String>,
    /// f1836 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1836: Option<String>,
    /// f1837 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1837: Option<String>,
    /// f1838 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1838: Option<String>,
    /// f1839 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1839: Option<String>,
    /// f1840 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1840: Option<String>,
    /// f1841 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1841: Option<String>,
    /// f1842 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1842: Option<String>,
    /// f1843 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1843: Option<String>,
    /// f1844 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1844: Option<String>,
    /// f1845 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1845: Option<String>,
    /// f1846 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1846: Option<String>,
    /// f1847 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1847: Option<String>,
    /// f1848 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1848: Option<String>,
    /// f1849 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1849: Option<String>,
    /// f1850 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1850: Option<String>,
    /// f1851 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1851: Option<String>,
    /// f1852 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1852: Option<String>,
    /// f1853 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1853: Option<String>,
    /// f1854 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1854: Option<String>,
    /// f1855 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1855: Option<String>,
    /// f1856 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1856: Option<String>,
    /// f1857 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1857: Option<String>,
    /// f1858 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1858: Option<String>,
    /// f1859 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1859: Option<String>,
    /// f1860 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1860: Option<String>,
    /// f1861 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1861: Option<String>,
    /// f1862 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1862: Option<String>,
    /// f1863 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1863: Option<String>,
    /// f1864 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1864: Option<String>,
    /// f1865 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1865: Option<String>,
    /// f1866 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1866: Option<String>,
    /// f1867 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1867: Option<String>,
    /// f1868 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1868: Option<String>,
    /// f1869 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1869: Option<String>,
    /// f1870 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1870: Option<String>,
    /// f1871 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1871: Option<String>,
    /// f1872 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1872: Option<String>,
    /// f1873 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1873: Option<String>,
    /// f1874 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1874: Option<String>,
    /// f1875 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1875: Option<String>,
    /// f1876 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1876: Option<String>,
    /// f1877 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1877: Option<String>,
    /// f1878 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1878: Option<String>,
    /// f1879 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1879: Option<String>,
    /// f1880 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1880: Option<String>,
    /// f1881 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1881: Option<String>,
    /// f1882 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1882: Option<String>,
    /// f1883 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1883: Option<String>,
    /// f1884 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1884: Option<String>,
    /// f1885 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1885: Option<String>,
    /// f1886 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1886: Option<String>,
    /// f1887 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1887: Option<String>,
    /// f1888 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1888: Option<String>,
    /// f1889 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1889: Option<String>,
    /// f1890 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1890: Option<String>,
    /// f1891 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1891: Option<String>,
    /// f1892 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1892: Option<String>,
    /// f1893 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1893: Option<String>,
    /// f1894 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1894: Option<String>,
    /// f1895 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1895: Option<String>,
    /// f1896 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1896: Option<String>,
    /// f1897 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1897: Option<String>,
    /// f1898 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1898: Option<String>,
    /// f1899 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1899: Option<String>,
    /// f1900 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1900: Option<String>,
    /// f1901 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1901: Option<String>,
    /// f1902 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1902: Option<String>,
    /// f1903 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1903: Option<String>,
    /// f1904 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1904: Option<String>,
    /// f1905 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1905: Option<String>,
    /// f1906 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1906: Option<String>,
    /// f1907 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1907: Option<String>,
    /// f1908 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1908: Option<String>,
    /// f1909 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1909: Option<String>,
    /// f1910 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1910: Option<String>,
    /// f1911 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1911: Option<String>,
    /// f1912 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1912: Option<String>,
    /// f1913 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1913: Option<String>,
    /// f1914 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1914: Option<String>,
    /// f1915 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1915: Option<String>,
    /// f1916 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1916: Option<String>,
    /// f1917 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1917: Option<String>,
    /// f1918 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1918: Option<String>,
    /// f1919 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1919: Option<String>,
    /// f1920 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1920: Option<String>,
    /// f1921 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1921: Option<String>,
    /// f1922 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1922: Option<String>,
    /// f1923 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1923: Option<String>,
    /// f1924 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1924: Option<String>,
    /// f1925 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1925: Option<String>,
    /// f1926 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1926: Option<String>,
    /// f1927 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1927: Option<String>,
    /// f1928 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1928: Option<String>,
    /// f1929 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1929: Option<String>,
    /// f1930 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1930: Option<String>,
    /// f1931 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1931: Option<String>,
    /// f1932 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1932: Option<String>,
    /// f1933 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1933: Option<String>,
    /// f1934 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1934: Option<String>,
    /// f1935 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1935: Option<String>,
    /// f1936 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1936: Option<String>,
    /// f1937 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1937: Option<String>,
    /// f1938 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1938: Option<String>,
    /// f1939 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1939: Option<String>,
    /// f1940 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1940: Option<String>,
    /// f1941 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1941: Option<String>,
    /// f1942 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1942: Option<String>,
    /// f1943 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1943: Option<String>,
    /// f1944 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1944: Option<String>,
    /// f1945 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1945: Option<String>,
    /// f1946 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1946: Option<String>,
    /// f1947 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1947: Option<String>,
    /// f1948 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1948: Option<String>,
    /// f1949 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1949: Option<String>,
    /// f1950 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1950: Option<String>,
    /// f1951 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1951: Option<String>,
    /// f1952 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1952: Option<String>,
    /// f1953 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1953: Option<String>,
    /// f1954 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1954: Option<String>,
    /// f1955 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1955: Option<String>,
    /// f1956 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1956: Option<String>,
    /// f1957 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1957: Option<String>,
    /// f1958 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1958: Option<String>,
    /// f1959 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1959: Option<String>,
    /// f1960 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1960: Option<String>,
    /// f1961 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1961: Option<String>,
    /// f1962 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1962: Option<String>,
    /// f1963 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1963: Option<String>,
    /// f1964 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1964: Option<String>,
    /// f1965 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1965: Option<String>,
    /// f1966 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1966: Option<String>,
    /// f1967 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1967: Option<String>,
    /// f1968 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1968: Option<String>,
    /// f1969 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1969: Option<String>,
    /// f1970 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1970: Option<String>,
    /// f1971 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1971: Option<String>,
    /// f1972 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1972: Option<String>,
    /// f1973 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1973: Option<String>,
    /// f1974 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1974: Option<String>,
    /// f1975 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1975: Option<String>,
    /// f1976 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1976: Option<String>,
    /// f1977 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1977: Option<String>,
    /// f1978 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1978: Option<String>,
    /// f1979 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1979: Option<String>,
    /// f1980 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1980: Option<String>,
    /// f1981 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1981: Option<String>,
    /// f1982 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1982: Option<String>,
    /// f1983 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1983: Option<String>,
    /// f1984 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1984: Option<String>,
    /// f1985 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1985: Option<String>,
    /// f1986 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1986: Option<String>,
    /// f1987 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1987: Option<String>,
    /// f1988 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1988: Option<String>,
    /// f1989 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1989: Option<String>,
    /// f1990 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1990: Option<String>,
    /// f1991 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1991: Option<String>,
    /// f1992 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1992: Option<String>,
    /// f1993 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1993: Option<String>,
    /// f1994 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1994: Option<String>,
    /// f1995 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1995: Option<String>,
    /// f1996 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1996: Option<String>,
    /// f1997 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1997: Option<String>,
    /// f1998 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1998: Option<String>,
    /// f1999 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f1999: Option<String>,
    /// f2000 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2000: Option<String>,
    /// f2001 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2001: Option<String>,
    /// f2002 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2002: Option<String>,
    /// f2003 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2003: Option<String>,
    /// f2004 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2004: Option<String>,
    /// f2005 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2005: Option<String>,
    /// f2006 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2006: Option<String>,
    /// f2007 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2007: Option<String>,
    /// f2008 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2008: Option<String>,
    /// f2009 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2009: Option<String>,
    /// f2010 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2010: Option<String>,
    /// f2011 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2011: Option<String>,
    /// f2012 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2012: Option<String>,
    /// f2013 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2013: Option<String>,
    /// f2014 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2014: Option<String>,
    /// f2015 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2015: Option<String>,
    /// f2016 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2016: Option<String>,
    /// f2017 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2017: Option<String>,
    /// f2018 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2018: Option<String>,
    /// f2019 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2019: Option<String>,
    /// f2020 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2020: Option<String>,
    /// f2021 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2021: Option<String>,
    /// f2022 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2022: Option<String>,
    /// f2023 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2023: Option<String>,
    /// f2024 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2024: Option<String>,
    /// f2025 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2025: Option<String>,
    /// f2026 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2026: Option<String>,
    /// f2027 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2027: Option<String>,
    /// f2028 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2028: Option<String>,
    /// f2029 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2029: Option<String>,
    /// f2030 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2030: Option<String>,
    /// f2031 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2031: Option<String>,
    /// f2032 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2032: Option<String>,
    /// f2033 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2033: Option<String>,
    /// f2034 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2034: Option<String>,
    /// f2035 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2035: Option<String>,
    /// f2036 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2036: Option<String>,
    /// f2037 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2037: Option<String>,
    /// f2038 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2038: Option<String>,
    /// f2039 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2039: Option<String>,
    /// f2040 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2040: Option<String>,
    /// f2041 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2041: Option<String>,
    /// f2042 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2042: Option<String>,
    /// f2043 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2043: Option<String>,
    /// f2044 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2044: Option<String>,
    /// f2045 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2045: Option<String>,
    /// f2046 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2046: Option<String>,
    /// f2047 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2047: Option<String>,
    /// f2048 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2048: Option<String>,
    /// f2049 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2049: Option<String>,
    /// f2050 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2050: Option<String>,
    /// f2051 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2051: Option<String>,
    /// f2052 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2052: Option<String>,
    /// f2053 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2053: Option<String>,
    /// f2054 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2054: Option<String>,
    /// f2055 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2055: Option<String>,
    /// f2056 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2056: Option<String>,
    /// f2057 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2057: Option<String>,
    /// f2058 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2058: Option<String>,
    /// f2059 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2059: Option<String>,
    /// f2060 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2060: Option<String>,
    /// f2061 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2061: Option<String>,
    /// f2062 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2062: Option<String>,
    /// f2063 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2063: Option<String>,
    /// f2064 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2064: Option<String>,
    /// f2065 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2065: Option<String>,
    /// f2066 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2066: Option<String>,
    /// f2067 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2067: Option<String>,
    /// f2068 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2068: Option<String>,
    /// f2069 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2069: Option<String>,
    /// f2070 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2070: Option<String>,
    /// f2071 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2071: Option<String>,
    /// f2072 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2072: Option<String>,
    /// f2073 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2073: Option<String>,
    /// f2074 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2074: Option<String>,
    /// f2075 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2075: Option<String>,
    /// f2076 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2076: Option<String>,
    /// f2077 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2077: Option<String>,
    /// f2078 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2078: Option<String>,
    /// f2079 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2079: Option<String>,
    /// f2080 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2080: Option<String>,
    /// f2081 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2081: Option<String>,
    /// f2082 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2082: Option<String>,
    /// f2083 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2083: Option<String>,
    /// f2084 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2084: Option<String>,
    /// f2085 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2085: Option<String>,
    /// f2086 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2086: Option<String>,
    /// f2087 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2087: Option<String>,
    /// f2088 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2088: Option<String>,
    /// f2089 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2089: Option<String>,
    /// f2090 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2090: Option<String>,
    /// f2091 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2091: Option<String>,
    /// f2092 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2092: Option<String>,
    /// f2093 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2093: Option<String>,
    /// f2094 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2094: Option<String>,
    /// f2095 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2095: Option<String>,
    /// f2096 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2096: Option<String>,
    /// f2097 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2097: Option<String>,
    /// f2098 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2098: Option<String>,
    /// f2099 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2099: Option<String>,
    /// f2100 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2100: Option<String>,
    /// f2101 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2101: Option<String>,
    /// f2102 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2102: Option<String>,
    /// f2103 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2103: Option<String>,
    /// f2104 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2104: Option<String>,
    /// f2105 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2105: Option<String>,
    /// f2106 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2106: Option<String>,
    /// f2107 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2107: Option<String>,
    /// f2108 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2108: Option<String>,
    /// f2109 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2109: Option<String>,
    /// f2110 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2110: Option<String>,
    /// f2111 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2111: Option<String>,
    /// f2112 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2112: Option<String>,
    /// f2113 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2113: Option<String>,
    /// f2114 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2114: Option<String>,
    /// f2115 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2115: Option<String>,
    /// f2116 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2116: Option<String>,
    /// f2117 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2117: Option<String>,
    /// f2118 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2118: Option<String>,
    /// f2119 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2119: Option<String>,
    /// f2120 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2120: Option<String>,
    /// f2121 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2121: Option<String>,
    /// f2122 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2122: Option<String>,
    /// f2123 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2123: Option<String>,
    /// f2124 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2124: Option<String>,
    /// f2125 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2125: Option<String>,
    /// f2126 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2126: Option<String>,
    /// f2127 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2127: Option<String>,
    /// f2128 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2128: Option<String>,
    /// f2129 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2129: Option<String>,
    /// f2130 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2130: Option<String>,
    /// f2131 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2131: Option<String>,
    /// f2132 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2132: Option<String>,
    /// f2133 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2133: Option<String>,
    /// f2134 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2134: Option<String>,
    /// f2135 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2135: Option<String>,
    /// f2136 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2136: Option<String>,
    /// f2137 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2137: Option<String>,
    /// f2138 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2138: Option<String>,
    /// f2139 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2139: Option<String>,
    /// f2140 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2140: Option<String>,
    /// f2141 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2141: Option<String>,
    /// f2142 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2142: Option<String>,
    /// f2143 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2143: Option<String>,
    /// f2144 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2144: Option<String>,
    /// f2145 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2145: Option<String>,
    /// f2146 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2146: Option<String>,
    /// f2147 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2147: Option<String>,
    /// f2148 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2148: Option<String>,
    /// f2149 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2149: Option<String>,
    /// f2150 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2150: Option<String>,
    /// f2151 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2151: Option<String>,
    /// f2152 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2152: Option<String>,
    /// f2153 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2153: Option<String>,
    /// f2154 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2154: Option<String>,
    /// f2155 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2155: Option<String>,
    /// f2156 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2156: Option<String>,
    /// f2157 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2157: Option<String>,
    /// f2158 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2158: Option<String>,
    /// f2159 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2159: Option<String>,
    /// f2160 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2160: Option<String>,
    /// f2161 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2161: Option<String>,
    /// f2162 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2162: Option<String>,
    /// f2163 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2163: Option<String>,
    /// f2164 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2164: Option<String>,
    /// f2165 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2165: Option<String>,
    /// f2166 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2166: Option<String>,
    /// f2167 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2167: Option<String>,
    /// f2168 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2168: Option<String>,
    /// f2169 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2169: Option<String>,
    /// f2170 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2170: Option<String>,
    /// f2171 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2171: Option<String>,
    /// f2172 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2172: Option<String>,
    /// f2173 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2173: Option<String>,
    /// f2174 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2174: Option<String>,
    /// f2175 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2175: Option<String>,
    /// f2176 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2176: Option<String>,
    /// f2177 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2177: Option<String>,
    /// f2178 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2178: Option<String>,
    /// f2179 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2179: Option<String>,
    /// f2180 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2180: Option<String>,
    /// f2181 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2181: Option<String>,
    /// f2182 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2182: Option<String>,
    /// f2183 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2183: Option<String>,
    /// f2184 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2184: Option<String>,
    /// f2185 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2185: Option<String>,
    /// f2186 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2186: Option<String>,
    /// f2187 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2187: Option<String>,
    /// f2188 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2188: Option<String>,
    /// f2189 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2189: Option<String>,
    /// f2190 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2190: Option<String>,
    /// f2191 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2191: Option<String>,
    /// f2192 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2192: Option<String>,
    /// f2193 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2193: Option<String>,
    /// f2194 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2194: Option<String>,
    /// f2195 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2195: Option<String>,
    /// f2196 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2196: Option<String>,
    /// f2197 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2197: Option<String>,
    /// f2198 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2198: Option<String>,
    /// f2199 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2199: Option<String>,
    /// f2200 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2200: Option<String>,
    /// f2201 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2201: Option<String>,
    /// f2202 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2202: Option<String>,
    /// f2203 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2203: Option<String>,
    /// f2204 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2204: Option<String>,
    /// f2205 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2205: Option<String>,
    /// f2206 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2206: Option<String>,
    /// f2207 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2207: Option<String>,
    /// f2208 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2208: Option<String>,
    /// f2209 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2209: Option<String>,
    /// f2210 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2210: Option<String>,
    /// f2211 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2211: Option<String>,
    /// f2212 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2212: Option<String>,
    /// f2213 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2213: Option<String>,
    /// f2214 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2214: Option<String>,
    /// f2215 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2215: Option<String>,
    /// f2216 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2216: Option<String>,
    /// f2217 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2217: Option<String>,
    /// f2218 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2218: Option<String>,
    /// f2219 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2219: Option<String>,
    /// f2220 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2220: Option<String>,
    /// f2221 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2221: Option<String>,
    /// f2222 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2222: Option<String>,
    /// f2223 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2223: Option<String>,
    /// f2224 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2224: Option<String>,
    /// f2225 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2225: Option<String>,
    /// f2226 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2226: Option<String>,
    /// f2227 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2227: Option<String>,
    /// f2228 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2228: Option<String>,
    /// f2229 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2229: Option<String>,
    /// f2230 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2230: Option<String>,
    /// f2231 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2231: Option<String>,
    /// f2232 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2232: Option<String>,
    /// f2233 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2233: Option<String>,
    /// f2234 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2234: Option<String>,
    /// f2235 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2235: Option<String>,
    /// f2236 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2236: Option<String>,
    /// f2237 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2237: Option<String>,
    /// f2238 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2238: Option<String>,
    /// f2239 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2239: Option<String>,
    /// f2240 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2240: Option<String>,
    /// f2241 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2241: Option<String>,
    /// f2242 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2242: Option<String>,
    /// f2243 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2243: Option<String>,
    /// f2244 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2244: Option<String>,
    /// f2245 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2245: Option<String>,
    /// f2246 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2246: Option<String>,
    /// f2247 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2247: Option<String>,
    /// f2248 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2248: Option<String>,
    /// f2249 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2249: Option<String>,
    /// f2250 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2250: Option<String>,
    /// f2251 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2251: Option<String>,
    /// f2252 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2252: Option<String>,
    /// f2253 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2253: Option<String>,
    /// f2254 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2254: Option<String>,
    /// f2255 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2255: Option<String>,
    /// f2256 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2256: Option<String>,
    /// f2257 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2257: Option<String>,
    /// f2258 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2258: Option<String>,
    /// f2259 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2259: Option<String>,
    /// f2260 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2260: Option<String>,
    /// f2261 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2261: Option<String>,
    /// f2262 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2262: Option<String>,
    /// f2263 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2263: Option<String>,
    /// f2264 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2264: Option<String>,
    /// f2265 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2265: Option<String>,
    /// f2266 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2266: Option<String>,
    /// f2267 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2267: Option<String>,
    /// f2268 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2268: Option<String>,
    /// f2269 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2269: Option<String>,
    /// f2270 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2270: Option<String>,
    /// f2271 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2271: Option<String>,
    /// f2272 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2272: Option<String>,
    /// f2273 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2273: Option<String>,
    /// f2274 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2274: Option<String>,
    /// f2275 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2275: Option<String>,
    /// f2276 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2276: Option<String>,
    /// f2277 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2277: Option<String>,
    /// f2278 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2278: Option<String>,
    /// f2279 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2279: Option<String>,
    /// f2280 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2280: Option<String>,
    /// f2281 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2281: Option<String>,
    /// f2282 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2282: Option<String>,
    /// f2283 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2283: Option<String>,
    /// f2284 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2284: Option<String>,
    /// f2285 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2285: Option<String>,
    /// f2286 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2286: Option<String>,
    /// f2287 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2287: Option<String>,
    /// f2288 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2288: Option<String>,
    /// f2289 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2289: Option<String>,
    /// f2290 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2290: Option<String>,
    /// f2291 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2291: Option<String>,
    /// f2292 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2292: Option<String>,
    /// f2293 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2293: Option<String>,
    /// f2294 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2294: Option<String>,
    /// f2295 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2295: Option<String>,
    /// f2296 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2296: Option<String>,
    /// f2297 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2297: Option<String>,
    /// f2298 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2298: Option<String>,
    /// f2299 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2299: Option<String>,
    /// f2300 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2300: Option<String>,
    /// f2301 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2301: Option<String>,
    /// f2302 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2302: Option<String>,
    /// f2303 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2303: Option<String>,
    /// f2304 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2304: Option<String>,
    /// f2305 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2305: Option<String>,
    /// f2306 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2306: Option<String>,
    /// f2307 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2307: Option<String>,
    /// f2308 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2308: Option<String>,
    /// f2309 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2309: Option<String>,
    /// f2310 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2310: Option<String>,
    /// f2311 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2311: Option<String>,
    /// f2312 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2312: Option<String>,
    /// f2313 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2313: Option<String>,
    /// f2314 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2314: Option<String>,
    /// f2315 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2315: Option<String>,
    /// f2316 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2316: Option<String>,
    /// f2317 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2317: Option<String>,
    /// f2318 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2318: Option<String>,
    /// f2319 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2319: Option<String>,
    /// f2320 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2320: Option<String>,
    /// f2321 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2321: Option<String>,
    /// f2322 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2322: Option<String>,
    /// f2323 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2323: Option<String>,
    /// f2324 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2324: Option<String>,
    /// f2325 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2325: Option<String>,
    /// f2326 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2326: Option<String>,
    /// f2327 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2327: Option<String>,
    /// f2328 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2328: Option<String>,
    /// f2329 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2329: Option<String>,
    /// f2330 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2330: Option<String>,
    /// f2331 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2331: Option<String>,
    /// f2332 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2332: Option<String>,
    /// f2333 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2333: Option<String>,
    /// f2334 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2334: Option<String>,
    /// f2335 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2335: Option<String>,
    /// f2336 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2336: Option<String>,
    /// f2337 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2337: Option<String>,
    /// f2338 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2338: Option<String>,
    /// f2339 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2339: Option<String>,
    /// f2340 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2340: Option<String>,
    /// f2341 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2341: Option<String>,
    /// f2342 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2342: Option<String>,
    /// f2343 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2343: Option<String>,
    /// f2344 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2344: Option<String>,
    /// f2345 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2345: Option<String>,
    /// f2346 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2346: Option<String>,
    /// f2347 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2347: Option<String>,
    /// f2348 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2348: Option<String>,
    /// f2349 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2349: Option<String>,
    /// f2350 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2350: Option<String>,
    /// f2351 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2351: Option<String>,
    /// f2352 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2352: Option<String>,
    /// f2353 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2353: Option<String>,
    /// f2354 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2354: Option<String>,
    /// f2355 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2355: Option<String>,
    /// f2356 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2356: Option<String>,
    /// f2357 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2357: Option<String>,
    /// f2358 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2358: Option<String>,
    /// f2359 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2359: Option<String>,
    /// f2360 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2360: Option<String>,
    /// f2361 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2361: Option<String>,
    /// f2362 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2362: Option<String>,
    /// f2363 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2363: Option<String>,
    /// f2364 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2364: Option<String>,
    /// f2365 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2365: Option<String>,
    /// f2366 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2366: Option<String>,
    /// f2367 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2367: Option<String>,
    /// f2368 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2368: Option<String>,
    /// f2369 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2369: Option<String>,
    /// f2370 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2370: Option<String>,
    /// f2371 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2371: Option<String>,
    /// f2372 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2372: Option<String>,
    /// f2373 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2373: Option<String>,
    /// f2374 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2374: Option<String>,
    /// f2375 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2375: Option<String>,
    /// f2376 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2376: Option<String>,
    /// f2377 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2377: Option<String>,
    /// f2378 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2378: Option<String>,
    /// f2379 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2379: Option<String>,
    /// f2380 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2380: Option<String>,
    /// f2381 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2381: Option<String>,
    /// f2382 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2382: Option<String>,
    /// f2383 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2383: Option<String>,
    /// f2384 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2384: Option<String>,
    /// f2385 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2385: Option<String>,
    /// f2386 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2386: Option<String>,
    /// f2387 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2387: Option<String>,
    /// f2388 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2388: Option<String>,
    /// f2389 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2389: Option<String>,
    /// f2390 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2390: Option<String>,
    /// f2391 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2391: Option<String>,
    /// f2392 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2392: Option<String>,
    /// f2393 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2393: Option<String>,
    /// f2394 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2394: Option<String>,
    /// f2395 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2395: Option<String>,
    /// f2396 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2396: Option<String>,
    /// f2397 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2397: Option<String>,
    /// f2398 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2398: Option<String>,
    /// f2399 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2399: Option<String>,
    /// f2400 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2400: Option<String>,
    /// f2401 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2401: Option<String>,
    /// f2402 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2402: Option<String>,
    /// f2403 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2403: Option<String>,
    /// f2404 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2404: Option<String>,
    /// f2405 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2405: Option<String>,
    /// f2406 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2406: Option<String>,
    /// f2407 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2407: Option<String>,
    /// f2408 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2408: Option<String>,
    /// f2409 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2409: Option<String>,
    /// f2410 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2410: Option<String>,
    /// f2411 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2411: Option<String>,
    /// f2412 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2412: Option<String>,
    /// f2413 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2413: Option<String>,
    /// f2414 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2414: Option<String>,
    /// f2415 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2415: Option<String>,
    /// f2416 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2416: Option<String>,
    /// f2417 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2417: Option<String>,
    /// f2418 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2418: Option<String>,
    /// f2419 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2419: Option<String>,
    /// f2420 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2420: Option<String>,
    /// f2421 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2421: Option<String>,
    /// f2422 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2422: Option<String>,
    /// f2423 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2423: Option<String>,
    /// f2424 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2424: Option<String>,
    /// f2425 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2425: Option<String>,
    /// f2426 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2426: Option<String>,
    /// f2427 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2427: Option<String>,
    /// f2428 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2428: Option<String>,
    /// f2429 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2429: Option<String>,
    /// f2430 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2430: Option<String>,
    /// f2431 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2431: Option<String>,
    /// f2432 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2432: Option<String>,
    /// f2433 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2433: Option<String>,
    /// f2434 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2434: Option<String>,
    /// f2435 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2435: Option<String>,
    /// f2436 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2436: Option<String>,
    /// f2437 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2437: Option<String>,
    /// f2438 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2438: Option<String>,
    /// f2439 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2439: Option<String>,
    /// f2440 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2440: Option<String>,
    /// f2441 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2441: Option<String>,
    /// f2442 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2442: Option<String>,
    /// f2443 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2443: Option<String>,
    /// f2444 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2444: Option<String>,
    /// f2445 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2445: Option<String>,
    /// f2446 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2446: Option<String>,
    /// f2447 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2447: Option<String>,
    /// f2448 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2448: Option<String>,
    /// f2449 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2449: Option<String>,
    /// f2450 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2450: Option<String>,
    /// f2451 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2451: Option<String>,
    /// f2452 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2452: Option<String>,
    /// f2453 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2453: Option<String>,
    /// f2454 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2454: Option<String>,
    /// f2455 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2455: Option<String>,
    /// f2456 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2456: Option<String>,
    /// f2457 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2457: Option<String>,
    /// f2458 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2458: Option<String>,
    /// f2459 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2459: Option<String>,
    /// f2460 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2460: Option<String>,
    /// f2461 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2461: Option<String>,
    /// f2462 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2462: Option<String>,
    /// f2463 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2463: Option<String>,
    /// f2464 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2464: Option<String>,
    /// f2465 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2465: Option<String>,
    /// f2466 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2466: Option<String>,
    /// f2467 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2467: Option<String>,
    /// f2468 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2468: Option<String>,
    /// f2469 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2469: Option<String>,
    /// f2470 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2470: Option<String>,
    /// f2471 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2471: Option<String>,
    /// f2472 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2472: Option<String>,
    /// f2473 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2473: Option<String>,
    /// f2474 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2474: Option<String>,
    /// f2475 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2475: Option<String>,
    /// f2476 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2476: Option<String>,
    /// f2477 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2477: Option<String>,
    /// f2478 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2478: Option<String>,
    /// f2479 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2479: Option<String>,
    /// f2480 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2480: Option<String>,
    /// f2481 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2481: Option<String>,
    /// f2482 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2482: Option<String>,
    /// f2483 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2483: Option<String>,
    /// f2484 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2484: Option<String>,
    /// f2485 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2485: Option<String>,
    /// f2486 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2486: Option<String>,
    /// f2487 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2487: Option<String>,
    /// f2488 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2488: Option<String>,
    /// f2489 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2489: Option<String>,
    /// f2490 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2490: Option<String>,
    /// f2491 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2491: Option<String>,
    /// f2492 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2492: Option<String>,
    /// f2493 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2493: Option<String>,
    /// f2494 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2494: Option<String>,
    /// f2495 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2495: Option<String>,
    /// f2496 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2496: Option<String>,
    /// f2497 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2497: Option<String>,
    /// f2498 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2498: Option<String>,
    /// f2499 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2499: Option<String>,
    /// f2500 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2500: Option<String>,
    /// f2501 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2501: Option<String>,
    /// f2502 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2502: Option<String>,
    /// f2503 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2503: Option<String>,
    /// f2504 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2504: Option<String>,
    /// f2505 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2505: Option<String>,
    /// f2506 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2506: Option<String>,
    /// f2507 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2507: Option<String>,
    /// f2508 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2508: Option<String>,
    /// f2509 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2509: Option<String>,
    /// f2510 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2510: Option<String>,
    /// f2511 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2511: Option<String>,
    /// f2512 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2512: Option<String>,
    /// f2513 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2513: Option<String>,
    /// f2514 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2514: Option<String>,
    /// f2515 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2515: Option<String>,
    /// f2516 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2516: Option<String>,
    /// f2517 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2517: Option<String>,
    /// f2518 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2518: Option<String>,
    /// f2519 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2519: Option<String>,
    /// f2520 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2520: Option<String>,
    /// f2521 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2521: Option<String>,
    /// f2522 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2522: Option<String>,
    /// f2523 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2523: Option<String>,
    /// f2524 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2524: Option<String>,
    /// f2525 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2525: Option<String>,
    /// f2526 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2526: Option<String>,
    /// f2527 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2527: Option<String>,
    /// f2528 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2528: Option<String>,
    /// f2529 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2529: Option<String>,
    /// f2530 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2530: Option<String>,
    /// f2531 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2531: Option<String>,
    /// f2532 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2532: Option<String>,
    /// f2533 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2533: Option<String>,
    /// f2534 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2534: Option<String>,
    /// f2535 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2535: Option<String>,
    /// f2536 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2536: Option<String>,
    /// f2537 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2537: Option<String>,
    /// f2538 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2538: Option<String>,
    /// f2539 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2539: Option<String>,
    /// f2540 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2540: Option<String>,
    /// f2541 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2541: Option<String>,
    /// f2542 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2542: Option<String>,
    /// f2543 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2543: Option<String>,
    /// f2544 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2544: Option<String>,
    /// f2545 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2545: Option<String>,
    /// f2546 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2546: Option<String>,
    /// f2547 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2547: Option<String>,
    /// f2548 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2548: Option<String>,
    /// f2549 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2549: Option<String>,
    /// f2550 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2550: Option<String>,
    /// f2551 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2551: Option<String>,
    /// f2552 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2552: Option<String>,
    /// f2553 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2553: Option<String>,
    /// f2554 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2554: Option<String>,
    /// f2555 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2555: Option<String>,
    /// f2556 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2556: Option<String>,
    /// f2557 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2557: Option<String>,
    /// f2558 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2558: Option<String>,
    /// f2559 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2559: Option<String>,
    /// f2560 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2560: Option<String>,
    /// f2561 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2561: Option<String>,
    /// f2562 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2562: Option<String>,
    /// f2563 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2563: Option<String>,
    /// f2564 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2564: Option<String>,
    /// f2565 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2565: Option<String>,
    /// f2566 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2566: Option<String>,
    /// f2567 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2567: Option<String>,
    /// f2568 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2568: Option<String>,
    /// f2569 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2569: Option<String>,
    /// f2570 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2570: Option<String>,
    /// f2571 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2571: Option<String>,
    /// f2572 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2572: Option<String>,
    /// f2573 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2573: Option<String>,
    /// f2574 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2574: Option<String>,
    /// f2575 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2575: Option<String>,
    /// f2576 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2576: Option<String>,
    /// f2577 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2577: Option<String>,
    /// f2578 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2578: Option<String>,
    /// f2579 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2579: Option<String>,
    /// f2580 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2580: Option<String>,
    /// f2581 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2581: Option<String>,
    /// f2582 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2582: Option<String>,
    /// f2583 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2583: Option<String>,
    /// f2584 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2584: Option<String>,
    /// f2585 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2585: Option<String>,
    /// f2586 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2586: Option<String>,
    /// f2587 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2587: Option<String>,
    /// f2588 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2588: Option<String>,
    /// f2589 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2589: Option<String>,
    /// f2590 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2590: Option<String>,
    /// f2591 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2591: Option<String>,
    /// f2592 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2592: Option<String>,
    /// f2593 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2593: Option<String>,
    /// f2594 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2594: Option<String>,
    /// f2595 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2595: Option<String>,
    /// f2596 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2596: Option<String>,
    /// f2597 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2597: Option<String>,
    /// f2598 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2598: Option<String>,
    /// f2599 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2599: Option<String>,
    /// f2600 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2600: Option<String>,
    /// f2601 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2601: Option<String>,
    /// f2602 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2602: Option<String>,
    /// f2603 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2603: Option<String>,
    /// f2604 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2604: Option<String>,
    /// f2605 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2605: Option<String>,
    /// f2606 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2606: Option<String>,
    /// f2607 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2607: Option<String>,
    /// f2608 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2608: Option<String>,
    /// f2609 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2609: Option<String>,
    /// f2610 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2610: Option<String>,
    /// f2611 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2611: Option<String>,
    /// f2612 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2612: Option<String>,
    /// f2613 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2613: Option<String>,
    /// f2614 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2614: Option<String>,
    /// f2615 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2615: Option<String>,
    /// f2616 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2616: Option<String>,
    /// f2617 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2617: Option<String>,
    /// f2618 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2618: Option<String>,
    /// f2619 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2619: Option<String>,
    /// f2620 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2620: Option<String>,
    /// f2621 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2621: Option<String>,
    /// f2622 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2622: Option<String>,
    /// f2623 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2623: Option<String>,
    /// f2624 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2624: Option<String>,
    /// f2625 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2625: Option<String>,
    /// f2626 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2626: Option<String>,
    /// f2627 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2627: Option<String>,
    /// f2628 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2628: Option<String>,
    /// f2629 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2629: Option<String>,
    /// f2630 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2630: Option<String>,
    /// f2631 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2631: Option<String>,
    /// f2632 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2632: Option<String>,
    /// f2633 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2633: Option<String>,
    /// f2634 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2634: Option<String>,
    /// f2635 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2635: Option<String>,
    /// f2636 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2636: Option<String>,
    /// f2637 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2637: Option<String>,
    /// f2638 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2638: Option<String>,
    /// f2639 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2639: Option<String>,
    /// f2640 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2640: Option<String>,
    /// f2641 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2641: Option<String>,
    /// f2642 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2642: Option<String>,
    /// f2643 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2643: Option<String>,
    /// f2644 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2644: Option<String>,
    /// f2645 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2645: Option<String>,
    /// f2646 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2646: Option<String>,
    /// f2647 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2647: Option<String>,
    /// f2648 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2648: Option<String>,
    /// f2649 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2649: Option<String>,
    /// f2650 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2650: Option<String>,
    /// f2651 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2651: Option<String>,
    /// f2652 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2652: Option<String>,
    /// f2653 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2653: Option<String>,
    /// f2654 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2654: Option<String>,
    /// f2655 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2655: Option<String>,
    /// f2656 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2656: Option<String>,
    /// f2657 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2657: Option<String>,
    /// f2658 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2658: Option<String>,
    /// f2659 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2659: Option<String>,
    /// f2660 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2660: Option<String>,
    /// f2661 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2661: Option<String>,
    /// f2662 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2662: Option<String>,
    /// f2663 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2663: Option<String>,
    /// f2664 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2664: Option<String>,
    /// f2665 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2665: Option<String>,
    /// f2666 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2666: Option<String>,
    /// f2667 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2667: Option<String>,
    /// f2668 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2668: Option<String>,
    /// f2669 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2669: Option<String>,
    /// f2670 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2670: Option<String>,
    /// f2671 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2671: Option<String>,
    /// f2672 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2672: Option<String>,
    /// f2673 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2673: Option<String>,
    /// f2674 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2674: Option<String>,
    /// f2675 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2675: Option<String>,
    /// f2676 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2676: Option<String>,
    /// f2677 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2677: Option<String>,
    /// f2678 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2678: Option<String>,
    /// f2679 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2679: Option<String>,
    /// f2680 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2680: Option<String>,
    /// f2681 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2681: Option<String>,
    /// f2682 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2682: Option<String>,
    /// f2683 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2683: Option<String>,
    /// f2684 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2684: Option<String>,
    /// f2685 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2685: Option<String>,
    /// f2686 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2686: Option<String>,
    /// f2687 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2687: Option<String>,
    /// f2688 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2688: Option<String>,
    /// f2689 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2689: Option<String>,
    /// f2690 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2690: Option<String>,
    /// f2691 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2691: Option<String>,
    /// f2692 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2692: Option<String>,
    /// f2693 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2693: Option<String>,
    /// f2694 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2694: Option<String>,
    /// f2695 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2695: Option<String>,
    /// f2696 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2696: Option<String>,
    /// f2697 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2697: Option<String>,
    /// f2698 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2698: Option<String>,
    /// f2699 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2699: Option<String>,
    /// f2700 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2700: Option<String>,
    /// f2701 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2701: Option<String>,
    /// f2702 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2702: Option<String>,
    /// f2703 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2703: Option<String>,
    /// f2704 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2704: Option<String>,
    /// f2705 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2705: Option<String>,
    /// f2706 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2706: Option<String>,
    /// f2707 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2707: Option<String>,
    /// f2708 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2708: Option<String>,
    /// f2709 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2709: Option<String>,
    /// f2710 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2710: Option<String>,
    /// f2711 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2711: Option<String>,
    /// f2712 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2712: Option<String>,
    /// f2713 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2713: Option<String>,
    /// f2714 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2714: Option<String>,
    /// f2715 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2715: Option<String>,
    /// f2716 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2716: Option<String>,
    /// f2717 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2717: Option<String>,
    /// f2718 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2718: Option<String>,
    /// f2719 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2719: Option<String>,
    /// f2720 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2720: Option<String>,
    /// f2721 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2721: Option<String>,
    /// f2722 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2722: Option<String>,
    /// f2723 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2723: Option<String>,
    /// f2724 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2724: Option<String>,
    /// f2725 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2725: Option<String>,
    /// f2726 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2726: Option<String>,
    /// f2727 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2727: Option<String>,
    /// f2728 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2728: Option<String>,
    /// f2729 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2729: Option<String>,
    /// f2730 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2730: Option<String>,
    /// f2731 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2731: Option<String>,
    /// f2732 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2732: Option<String>,
    /// f2733 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2733: Option<String>,
    /// f2734 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2734: Option<String>,
    /// f2735 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2735: Option<String>,
    /// f2736 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2736: Option<String>,
    /// f2737 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2737: Option<String>,
    /// f2738 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2738: Option<String>,
    /// f2739 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2739: Option<String>,
    /// f2740 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2740: Option<String>,
    /// f2741 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2741: Option<String>,
    /// f2742 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2742: Option<String>,
    /// f2743 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2743: Option<String>,
    /// f2744 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2744: Option<String>,
    /// f2745 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2745: Option<String>,
    /// f2746 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2746: Option<String>,
    /// f2747 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2747: Option<String>,
    /// f2748 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2748: Option<String>,
    /// f2749 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2749: Option<String>,
    /// f2750 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2750: Option<String>,
    /// f2751 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2751: Option<String>,
    /// f2752 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2752: Option<String>,
    /// f2753 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2753: Option<String>,
    /// f2754 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2754: Option<String>,
    /// f2755 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2755: Option<String>,
    /// f2756 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2756: Option<String>,
    /// f2757 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2757: Option<String>,
    /// f2758 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2758: Option<String>,
    /// f2759 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2759: Option<String>,
    /// f2760 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2760: Option<String>,
    /// f2761 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2761: Option<String>,
    /// f2762 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2762: Option<String>,
    /// f2763 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2763: Option<String>,
    /// f2764 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2764: Option<String>,
    /// f2765 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2765: Option<String>,
    /// f2766 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2766: Option<String>,
    /// f2767 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2767: Option<String>,
    /// f2768 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2768: Option<String>,
    /// f2769 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2769: Option<String>,
    /// f2770 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2770: Option<String>,
    /// f2771 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2771: Option<String>,
    /// f2772 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2772: Option<String>,
    /// f2773 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2773: Option<String>,
    /// f2774 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2774: Option<String>,
    /// f2775 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2775: Option<String>,
    /// f2776 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2776: Option<String>,
    /// f2777 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2777: Option<String>,
    /// f2778 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2778: Option<String>,
    /// f2779 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2779: Option<String>,
    /// f2780 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2780: Option<String>,
    /// f2781 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2781: Option<String>,
    /// f2782 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2782: Option<String>,
    /// f2783 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2783: Option<String>,
    /// f2784 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2784: Option<String>,
    /// f2785 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2785: Option<String>,
    /// f2786 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2786: Option<String>,
    /// f2787 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2787: Option<String>,
    /// f2788 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2788: Option<String>,
    /// f2789 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2789: Option<String>,
    /// f2790 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2790: Option<String>,
    /// f2791 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2791: Option<String>,
    /// f2792 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2792: Option<String>,
    /// f2793 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2793: Option<String>,
    /// f2794 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2794: Option<String>,
    /// f2795 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2795: Option<String>,
    /// f2796 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2796: Option<String>,
    /// f2797 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2797: Option<String>,
    /// f2798 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2798: Option<String>,
    /// f2799 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2799: Option<String>,
    /// f2800 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2800: Option<String>,
    /// f2801 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2801: Option<String>,
    /// f2802 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2802: Option<String>,
    /// f2803 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2803: Option<String>,
    /// f2804 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2804: Option<String>,
    /// f2805 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2805: Option<String>,
    /// f2806 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2806: Option<String>,
    /// f2807 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2807: Option<String>,
    /// f2808 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2808: Option<String>,
    /// f2809 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2809: Option<String>,
    /// f2810 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2810: Option<String>,
    /// f2811 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2811: Option<String>,
    /// f2812 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2812: Option<String>,
    /// f2813 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2813: Option<String>,
    /// f2814 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2814: Option<String>,
    /// f2815 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2815: Option<String>,
    /// f2816 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2816: Option<String>,
    /// f2817 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2817: Option<String>,
    /// f2818 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2818: Option<String>,
    /// f2819 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2819: Option<String>,
    /// f2820 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2820: Option<String>,
    /// f2821 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2821: Option<String>,
    /// f2822 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2822: Option<String>,
    /// f2823 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2823: Option<String>,
    /// f2824 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2824: Option<String>,
    /// f2825 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2825: Option<String>,
    /// f2826 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2826: Option<String>,
    /// f2827 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2827: Option<String>,
    /// f2828 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2828: Option<String>,
    /// f2829 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2829: Option<String>,
    /// f2830 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2830: Option<String>,
    /// f2831 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2831: Option<String>,
    /// f2832 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2832: Option<String>,
    /// f2833 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2833: Option<String>,
    /// f2834 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2834: Option<String>,
    /// f2835 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2835: Option<String>,
    /// f2836 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2836: Option<String>,
    /// f2837 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2837: Option<String>,
    /// f2838 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2838: Option<String>,
    /// f2839 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2839: Option<String>,
    /// f2840 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2840: Option<String>,
    /// f2841 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2841: Option<String>,
    /// f2842 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2842: Option<String>,
    /// f2843 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2843: Option<String>,
    /// f2844 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2844: Option<String>,
    /// f2845 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2845: Option<String>,
    /// f2846 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2846: Option<String>,
    /// f2847 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2847: Option<String>,
    /// f2848 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2848: Option<String>,
    /// f2849 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2849: Option<String>,
    /// f2850 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2850: Option<String>,
    /// f2851 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2851: Option<String>,
    /// f2852 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2852: Option<String>,
    /// f2853 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2853: Option<String>,
    /// f2854 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2854: Option<String>,
    /// f2855 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2855: Option<String>,
    /// f2856 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2856: Option<String>,
    /// f2857 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2857: Option<String>,
    /// f2858 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2858: Option<String>,
    /// f2859 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2859: Option<String>,
    /// f2860 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2860: Option<String>,
    /// f2861 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2861: Option<String>,
    /// f2862 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2862: Option<String>,
    /// f2863 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2863: Option<String>,
    /// f2864 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2864: Option<String>,
    /// f2865 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2865: Option<String>,
    /// f2866 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2866: Option<String>,
    /// f2867 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2867: Option<String>,
    /// f2868 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2868: Option<String>,
    /// f2869 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2869: Option<String>,
    /// f2870 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2870: Option<String>,
    /// f2871 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2871: Option<String>,
    /// f2872 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2872: Option<String>,
    /// f2873 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2873: Option<String>,
    /// f2874 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2874: Option<String>,
    /// f2875 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2875: Option<String>,
    /// f2876 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2876: Option<String>,
    /// f2877 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2877: Option<String>,
    /// f2878 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2878: Option<String>,
    /// f2879 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2879: Option<String>,
    /// f2880 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2880: Option<String>,
    /// f2881 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2881: Option<String>,
    /// f2882 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2882: Option<String>,
    /// f2883 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2883: Option<String>,
    /// f2884 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2884: Option<String>,
    /// f2885 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2885: Option<String>,
    /// f2886 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2886: Option<String>,
    /// f2887 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2887: Option<String>,
    /// f2888 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2888: Option<String>,
    /// f2889 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2889: Option<String>,
    /// f2890 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2890: Option<String>,
    /// f2891 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2891: Option<String>,
    /// f2892 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2892: Option<String>,
    /// f2893 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2893: Option<String>,
    /// f2894 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2894: Option<String>,
    /// f2895 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2895: Option<String>,
    /// f2896 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2896: Option<String>,
    /// f2897 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2897: Option<String>,
    /// f2898 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2898: Option<String>,
    /// f2899 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2899: Option<String>,
    /// f2900 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2900: Option<String>,
    /// f2901 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2901: Option<String>,
    /// f2902 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2902: Option<String>,
    /// f2903 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2903: Option<String>,
    /// f2904 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2904: Option<String>,
    /// f2905 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2905: Option<String>,
    /// f2906 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2906: Option<String>,
    /// f2907 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2907: Option<String>,
    /// f2908 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2908: Option<String>,
    /// f2909 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2909: Option<String>,
    /// f2910 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2910: Option<String>,
    /// f2911 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2911: Option<String>,
    /// f2912 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2912: Option<String>,
    /// f2913 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2913: Option<String>,
    /// f2914 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2914: Option<String>,
    /// f2915 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2915: Option<String>,
    /// f2916 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2916: Option<String>,
    /// f2917 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2917: Option<String>,
    /// f2918 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2918: Option<String>,
    /// f2919 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2919: Option<String>,
    /// f2920 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2920: Option<String>,
    /// f2921 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2921: Option<String>,
    /// f2922 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2922: Option<String>,
    /// f2923 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2923: Option<String>,
    /// f2924 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2924: Option<String>,
    /// f2925 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2925: Option<String>,
    /// f2926 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2926: Option<String>,
    /// f2927 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2927: Option<String>,
    /// f2928 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2928: Option<String>,
    /// f2929 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2929: Option<String>,
    /// f2930 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2930: Option<String>,
    /// f2931 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2931: Option<String>,
    /// f2932 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2932: Option<String>,
    /// f2933 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2933: Option<String>,
    /// f2934 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2934: Option<String>,
    /// f2935 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2935: Option<String>,
    /// f2936 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2936: Option<String>,
    /// f2937 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2937: Option<String>,
    /// f2938 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2938: Option<String>,
    /// f2939 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2939: Option<String>,
    /// f2940 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2940: Option<String>,
    /// f2941 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2941: Option<String>,
    /// f2942 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2942: Option<String>,
    /// f2943 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2943: Option<String>,
    /// f2944 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2944: Option<String>,
    /// f2945 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2945: Option<String>,
    /// f2946 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2946: Option<String>,
    /// f2947 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2947: Option<String>,
    /// f2948 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2948: Option<String>,
    /// f2949 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2949: Option<String>,
    /// f2950 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2950: Option<String>,
    /// f2951 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2951: Option<String>,
    /// f2952 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2952: Option<String>,
    /// f2953 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2953: Option<String>,
    /// f2954 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2954: Option<String>,
    /// f2955 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2955: Option<String>,
    /// f2956 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2956: Option<String>,
    /// f2957 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2957: Option<String>,
    /// f2958 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2958: Option<String>,
    /// f2959 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2959: Option<String>,
    /// f2960 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2960: Option<String>,
    /// f2961 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2961: Option<String>,
    /// f2962 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2962: Option<String>,
    /// f2963 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2963: Option<String>,
    /// f2964 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2964: Option<String>,
    /// f2965 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2965: Option<String>,
    /// f2966 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2966: Option<String>,
    /// f2967 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2967: Option<String>,
    /// f2968 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2968: Option<String>,
    /// f2969 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2969: Option<String>,
    /// f2970 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2970: Option<String>,
    /// f2971 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2971: Option<String>,
    /// f2972 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2972: Option<String>,
    /// f2973 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2973: Option<String>,
    /// f2974 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2974: Option<String>,
    /// f2975 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2975: Option<String>,
    /// f2976 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2976: Option<String>,
    /// f2977 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2977: Option<String>,
    /// f2978 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2978: Option<String>,
    /// f2979 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2979: Option<String>,
    /// f2980 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2980: Option<String>,
    /// f2981 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2981: Option<String>,
    /// f2982 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2982: Option<String>,
    /// f2983 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2983: Option<String>,
    /// f2984 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2984: Option<String>,
    /// f2985 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2985: Option<String>,
    /// f2986 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2986: Option<String>,
    /// f2987 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2987: Option<String>,
    /// f2988 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2988: Option<String>,
    /// f2989 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2989: Option<String>,
    /// f2990 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2990: Option<String>,
    /// f2991 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2991: Option<String>,
    /// f2992 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2992: Option<String>,
    /// f2993 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2993: Option<String>,
    /// f2994 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2994: Option<String>,
    /// f2995 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2995: Option<String>,
    /// f2996 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2996: Option<String>,
    /// f2997 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2997: Option<String>,
    /// f2998 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2998: Option<String>,
    /// f2999 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f2999: Option<String>,
    /// f3000 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3000: Option<String>,
    /// f3001 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3001: Option<String>,
    /// f3002 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3002: Option<String>,
    /// f3003 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3003: Option<String>,
    /// f3004 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3004: Option<String>,
    /// f3005 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3005: Option<String>,
    /// f3006 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3006: Option<String>,
    /// f3007 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3007: Option<String>,
    /// f3008 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3008: Option<String>,
    /// f3009 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3009: Option<String>,
    /// f3010 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3010: Option<String>,
    /// f3011 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3011: Option<String>,
    /// f3012 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3012: Option<String>,
    /// f3013 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3013: Option<String>,
    /// f3014 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3014: Option<String>,
    /// f3015 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3015: Option<String>,
    /// f3016 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3016: Option<String>,
    /// f3017 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3017: Option<String>,
    /// f3018 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3018: Option<String>,
    /// f3019 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3019: Option<String>,
    /// f3020 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3020: Option<String>,
    /// f3021 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3021: Option<String>,
    /// f3022 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3022: Option<String>,
    /// f3023 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3023: Option<String>,
    /// f3024 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3024: Option<String>,
    /// f3025 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3025: Option<String>,
    /// f3026 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3026: Option<String>,
    /// f3027 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3027: Option<String>,
    /// f3028 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3028: Option<String>,
    /// f3029 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3029: Option<String>,
    /// f3030 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3030: Option<String>,
    /// f3031 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3031: Option<String>,
    /// f3032 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3032: Option<String>,
    /// f3033 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3033: Option<String>,
    /// f3034 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3034: Option<String>,
    /// f3035 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3035: Option<String>,
    /// f3036 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3036: Option<String>,
    /// f3037 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3037: Option<String>,
    /// f3038 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3038: Option<String>,
    /// f3039 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3039: Option<String>,
    /// f3040 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3040: Option<String>,
    /// f3041 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3041: Option<String>,
    /// f3042 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3042: Option<String>,
    /// f3043 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3043: Option<String>,
    /// f3044 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3044: Option<String>,
    /// f3045 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3045: Option<String>,
    /// f3046 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3046: Option<String>,
    /// f3047 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3047: Option<String>,
    /// f3048 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3048: Option<String>,
    /// f3049 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3049: Option<String>,
    /// f3050 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3050: Option<String>,
    /// f3051 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3051: Option<String>,
    /// f3052 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3052: Option<String>,
    /// f3053 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3053: Option<String>,
    /// f3054 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3054: Option<String>,
    /// f3055 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3055: Option<String>,
    /// f3056 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3056: Option<String>,
    /// f3057 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3057: Option<String>,
    /// f3058 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3058: Option<String>,
    /// f3059 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3059: Option<String>,
    /// f3060 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3060: Option<String>,
    /// f3061 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3061: Option<String>,
    /// f3062 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3062: Option<String>,
    /// f3063 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3063: Option<String>,
    /// f3064 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3064: Option<String>,
    /// f3065 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3065: Option<String>,
    /// f3066 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3066: Option<String>,
    /// f3067 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3067: Option<String>,
    /// f3068 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3068: Option<String>,
    /// f3069 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3069: Option<String>,
    /// f3070 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3070: Option<String>,
    /// f3071 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3071: Option<String>,
    /// f3072 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3072: Option<String>,
    /// f3073 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3073: Option<String>,
    /// f3074 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3074: Option<String>,
    /// f3075 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3075: Option<String>,
    /// f3076 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3076: Option<String>,
    /// f3077 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3077: Option<String>,
    /// f3078 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3078: Option<String>,
    /// f3079 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3079: Option<String>,
    /// f3080 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3080: Option<String>,
    /// f3081 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3081: Option<String>,
    /// f3082 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3082: Option<String>,
    /// f3083 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3083: Option<String>,
    /// f3084 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3084: Option<String>,
    /// f3085 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3085: Option<String>,
    /// f3086 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3086: Option<String>,
    /// f3087 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3087: Option<String>,
    /// f3088 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3088: Option<String>,
    /// f3089 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3089: Option<String>,
    /// f3090 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3090: Option<String>,
    /// f3091 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3091: Option<String>,
    /// f3092 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3092: Option<String>,
    /// f3093 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3093: Option<String>,
    /// f3094 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3094: Option<String>,
    /// f3095 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3095: Option<String>,
    /// f3096 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3096: Option<String>,
    /// f3097 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3097: Option<String>,
    /// f3098 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3098: Option<String>,
    /// f3099 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3099: Option<String>,
    /// f3100 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3100: Option<String>,
    /// f3101 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3101: Option<String>,
    /// f3102 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3102: Option<String>,
    /// f3103 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3103: Option<String>,
    /// f3104 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3104: Option<String>,
    /// f3105 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3105: Option<String>,
    /// f3106 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3106: Option<String>,
    /// f3107 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3107: Option<String>,
    /// f3108 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3108: Option<String>,
    /// f3109 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3109: Option<String>,
    /// f3110 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3110: Option<String>,
    /// f3111 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3111: Option<String>,
    /// f3112 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3112: Option<String>,
    /// f3113 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3113: Option<String>,
    /// f3114 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3114: Option<String>,
    /// f3115 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3115: Option<String>,
    /// f3116 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3116: Option<String>,
    /// f3117 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3117: Option<String>,
    /// f3118 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3118: Option<String>,
    /// f3119 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3119: Option<String>,
    /// f3120 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3120: Option<String>,
    /// f3121 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3121: Option<String>,
    /// f3122 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3122: Option<String>,
    /// f3123 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3123: Option<String>,
    /// f3124 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3124: Option<String>,
    /// f3125 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3125: Option<String>,
    /// f3126 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3126: Option<String>,
    /// f3127 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3127: Option<String>,
    /// f3128 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3128: Option<String>,
    /// f3129 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3129: Option<String>,
    /// f3130 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3130: Option<String>,
    /// f3131 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3131: Option<String>,
    /// f3132 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3132: Option<String>,
    /// f3133 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3133: Option<String>,
    /// f3134 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3134: Option<String>,
    /// f3135 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3135: Option<String>,
    /// f3136 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3136: Option<String>,
    /// f3137 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3137: Option<String>,
    /// f3138 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3138: Option<String>,
    /// f3139 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3139: Option<String>,
    /// f3140 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3140: Option<String>,
    /// f3141 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3141: Option<String>,
    /// f3142 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3142: Option<String>,
    /// f3143 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3143: Option<String>,
    /// f3144 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3144: Option<String>,
    /// f3145 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3145: Option<String>,
    /// f3146 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3146: Option<String>,
    /// f3147 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3147: Option<String>,
    /// f3148 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3148: Option<String>,
    /// f3149 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3149: Option<String>,
    /// f3150 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3150: Option<String>,
    /// f3151 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3151: Option<String>,
    /// f3152 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3152: Option<String>,
    /// f3153 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3153: Option<String>,
    /// f3154 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3154: Option<String>,
    /// f3155 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3155: Option<String>,
    /// f3156 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3156: Option<String>,
    /// f3157 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3157: Option<String>,
    /// f3158 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3158: Option<String>,
    /// f3159 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3159: Option<String>,
    /// f3160 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3160: Option<String>,
    /// f3161 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3161: Option<String>,
    /// f3162 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3162: Option<String>,
    /// f3163 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3163: Option<String>,
    /// f3164 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3164: Option<String>,
    /// f3165 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3165: Option<String>,
    /// f3166 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3166: Option<String>,
    /// f3167 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3167: Option<String>,
    /// f3168 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3168: Option<String>,
    /// f3169 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3169: Option<String>,
    /// f3170 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3170: Option<String>,
    /// f3171 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3171: Option<String>,
    /// f3172 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3172: Option<String>,
    /// f3173 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3173: Option<String>,
    /// f3174 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3174: Option<String>,
    /// f3175 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3175: Option<String>,
    /// f3176 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3176: Option<String>,
    /// f3177 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3177: Option<String>,
    /// f3178 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3178: Option<String>,
    /// f3179 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3179: Option<String>,
    /// f3180 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3180: Option<String>,
    /// f3181 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3181: Option<String>,
    /// f3182 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3182: Option<String>,
    /// f3183 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3183: Option<String>,
    /// f3184 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3184: Option<String>,
    /// f3185 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3185: Option<String>,
    /// f3186 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3186: Option<String>,
    /// f3187 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3187: Option<String>,
    /// f3188 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3188: Option<String>,
    /// f3189 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3189: Option<String>,
    /// f3190 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3190: Option<String>,
    /// f3191 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3191: Option<String>,
    /// f3192 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3192: Option<String>,
    /// f3193 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3193: Option<String>,
    /// f3194 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3194: Option<String>,
    /// f3195 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3195: Option<String>,
    /// f3196 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3196: Option<String>,
    /// f3197 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3197: Option<String>,
    /// f3198 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3198: Option<String>,
    /// f3199 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3199: Option<String>,
    /// f3200 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3200: Option<String>,
    /// f3201 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3201: Option<String>,
    /// f3202 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3202: Option<String>,
    /// f3203 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3203: Option<String>,
    /// f3204 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3204: Option<String>,
    /// f3205 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3205: Option<String>,
    /// f3206 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3206: Option<String>,
    /// f3207 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3207: Option<String>,
    /// f3208 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3208: Option<String>,
    /// f3209 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3209: Option<String>,
    /// f3210 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3210: Option<String>,
    /// f3211 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3211: Option<String>,
    /// f3212 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3212: Option<String>,
    /// f3213 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3213: Option<String>,
    /// f3214 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3214: Option<String>,
    /// f3215 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3215: Option<String>,
    /// f3216 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3216: Option<String>,
    /// f3217 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3217: Option<String>,
    /// f3218 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3218: Option<String>,
    /// f3219 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3219: Option<String>,
    /// f3220 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3220: Option<String>,
    /// f3221 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3221: Option<String>,
    /// f3222 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3222: Option<String>,
    /// f3223 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3223: Option<String>,
    /// f3224 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3224: Option<String>,
    /// f3225 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3225: Option<String>,
    /// f3226 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3226: Option<String>,
    /// f3227 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3227: Option<String>,
    /// f3228 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3228: Option<String>,
    /// f3229 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3229: Option<String>,
    /// f3230 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3230: Option<String>,
    /// f3231 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3231: Option<String>,
    /// f3232 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3232: Option<String>,
    /// f3233 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3233: Option<String>,
    /// f3234 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3234: Option<String>,
    /// f3235 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3235: Option<String>,
    /// f3236 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3236: Option<String>,
    /// f3237 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3237: Option<String>,
    /// f3238 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3238: Option<String>,
    /// f3239 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3239: Option<String>,
    /// f3240 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3240: Option<String>,
    /// f3241 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3241: Option<String>,
    /// f3242 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3242: Option<String>,
    /// f3243 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3243: Option<String>,
    /// f3244 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3244: Option<String>,
    /// f3245 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3245: Option<String>,
    /// f3246 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3246: Option<String>,
    /// f3247 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3247: Option<String>,
    /// f3248 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3248: Option<String>,
    /// f3249 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3249: Option<String>,
    /// f3250 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3250: Option<String>,
    /// f3251 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3251: Option<String>,
    /// f3252 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3252: Option<String>,
    /// f3253 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3253: Option<String>,
    /// f3254 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3254: Option<String>,
    /// f3255 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3255: Option<String>,
    /// f3256 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3256: Option<String>,
    /// f3257 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3257: Option<String>,
    /// f3258 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3258: Option<String>,
    /// f3259 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3259: Option<String>,
    /// f3260 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3260: Option<String>,
    /// f3261 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3261: Option<String>,
    /// f3262 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3262: Option<String>,
    /// f3263 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3263: Option<String>,
    /// f3264 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3264: Option<String>,
    /// f3265 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3265: Option<String>,
    /// f3266 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3266: Option<String>,
    /// f3267 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3267: Option<String>,
    /// f3268 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3268: Option<String>,
    /// f3269 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3269: Option<String>,
    /// f3270 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3270: Option<String>,
    /// f3271 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3271: Option<String>,
    /// f3272 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3272: Option<String>,
    /// f3273 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3273: Option<String>,
    /// f3274 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3274: Option<String>,
    /// f3275 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3275: Option<String>,
    /// f3276 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3276: Option<String>,
    /// f3277 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3277: Option<String>,
    /// f3278 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3278: Option<String>,
    /// f3279 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3279: Option<String>,
    /// f3280 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3280: Option<String>,
    /// f3281 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3281: Option<String>,
    /// f3282 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3282: Option<String>,
    /// f3283 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3283: Option<String>,
    /// f3284 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3284: Option<String>,
    /// f3285 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3285: Option<String>,
    /// f3286 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3286: Option<String>,
    /// f3287 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3287: Option<String>,
    /// f3288 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3288: Option<String>,
    /// f3289 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3289: Option<String>,
    /// f3290 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3290: Option<String>,
    /// f3291 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3291: Option<String>,
    /// f3292 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3292: Option<String>,
    /// f3293 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3293: Option<String>,
    /// f3294 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3294: Option<String>,
    /// f3295 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3295: Option<String>,
    /// f3296 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3296: Option<String>,
    /// f3297 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3297: Option<String>,
    /// f3298 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3298: Option<String>,
    /// f3299 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3299: Option<String>,
    /// f3300 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3300: Option<String>,
    /// f3301 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3301: Option<String>,
    /// f3302 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3302: Option<String>,
    /// f3303 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3303: Option<String>,
    /// f3304 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3304: Option<String>,
    /// f3305 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3305: Option<String>,
    /// f3306 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3306: Option<String>,
    /// f3307 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3307: Option<String>,
    /// f3308 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3308: Option<String>,
    /// f3309 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3309: Option<String>,
    /// f3310 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3310: Option<String>,
    /// f3311 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3311: Option<String>,
    /// f3312 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3312: Option<String>,
    /// f3313 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3313: Option<String>,
    /// f3314 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3314: Option<String>,
    /// f3315 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3315: Option<String>,
    /// f3316 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3316: Option<String>,
    /// f3317 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3317: Option<String>,
    /// f3318 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3318: Option<String>,
    /// f3319 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3319: Option<String>,
    /// f3320 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3320: Option<String>,
    /// f3321 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3321: Option<String>,
    /// f3322 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3322: Option<String>,
    /// f3323 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3323: Option<String>,
    /// f3324 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3324: Option<String>,
    /// f3325 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3325: Option<String>,
    /// f3326 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3326: Option<String>,
    /// f3327 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3327: Option<String>,
    /// f3328 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3328: Option<String>,
    /// f3329 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3329: Option<String>,
    /// f3330 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3330: Option<String>,
    /// f3331 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3331: Option<String>,
    /// f3332 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3332: Option<String>,
    /// f3333 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3333: Option<String>,
    /// f3334 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3334: Option<String>,
    /// f3335 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3335: Option<String>,
    /// f3336 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3336: Option<String>,
    /// f3337 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3337: Option<String>,
    /// f3338 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3338: Option<String>,
    /// f3339 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3339: Option<String>,
    /// f3340 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3340: Option<String>,
    /// f3341 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3341: Option<String>,
    /// f3342 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3342: Option<String>,
    /// f3343 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3343: Option<String>,
    /// f3344 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3344: Option<String>,
    /// f3345 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3345: Option<String>,
    /// f3346 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3346: Option<String>,
    /// f3347 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3347: Option<String>,
    /// f3348 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3348: Option<String>,
    /// f3349 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3349: Option<String>,
    /// f3350 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3350: Option<String>,
    /// f3351 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3351: Option<String>,
    /// f3352 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3352: Option<String>,
    /// f3353 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3353: Option<String>,
    /// f3354 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3354: Option<String>,
    /// f3355 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3355: Option<String>,
    /// f3356 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3356: Option<String>,
    /// f3357 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3357: Option<String>,
    /// f3358 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3358: Option<String>,
    /// f3359 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3359: Option<String>,
    /// f3360 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3360: Option<String>,
    /// f3361 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3361: Option<String>,
    /// f3362 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3362: Option<String>,
    /// f3363 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3363: Option<String>,
    /// f3364 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3364: Option<String>,
    /// f3365 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3365: Option<String>,
    /// f3366 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3366: Option<String>,
    /// f3367 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3367: Option<String>,
    /// f3368 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3368: Option<String>,
    /// f3369 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3369: Option<String>,
    /// f3370 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3370: Option<String>,
    /// f3371 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3371: Option<String>,
    /// f3372 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3372: Option<String>,
    /// f3373 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3373: Option<String>,
    /// f3374 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3374: Option<String>,
    /// f3375 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3375: Option<String>,
    /// f3376 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3376: Option<String>,
    /// f3377 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3377: Option<String>,
    /// f3378 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3378: Option<String>,
    /// f3379 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3379: Option<String>,
    /// f3380 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3380: Option<String>,
    /// f3381 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3381: Option<String>,
    /// f3382 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3382: Option<String>,
    /// f3383 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3383: Option<String>,
    /// f3384 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3384: Option<String>,
    /// f3385 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3385: Option<String>,
    /// f3386 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3386: Option<String>,
    /// f3387 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3387: Option<String>,
    /// f3388 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3388: Option<String>,
    /// f3389 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3389: Option<String>,
    /// f3390 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3390: Option<String>,
    /// f3391 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3391: Option<String>,
    /// f3392 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3392: Option<String>,
    /// f3393 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3393: Option<String>,
    /// f3394 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3394: Option<String>,
    /// f3395 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3395: Option<String>,
    /// f3396 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3396: Option<String>,
    /// f3397 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3397: Option<String>,
    /// f3398 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3398: Option<String>,
    /// f3399 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3399: Option<String>,
    /// f3400 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3400: Option<String>,
    /// f3401 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3401: Option<String>,
    /// f3402 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3402: Option<String>,
    /// f3403 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3403: Option<String>,
    /// f3404 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3404: Option<String>,
    /// f3405 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3405: Option<String>,
    /// f3406 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3406: Option<String>,
    /// f3407 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3407: Option<String>,
    /// f3408 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3408: Option<String>,
    /// f3409 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3409: Option<String>,
    /// f3410 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3410: Option<String>,
    /// f3411 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3411: Option<String>,
    /// f3412 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3412: Option<String>,
    /// f3413 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3413: Option<String>,
    /// f3414 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3414: Option<String>,
    /// f3415 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3415: Option<String>,
    /// f3416 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3416: Option<String>,
    /// f3417 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3417: Option<String>,
    /// f3418 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3418: Option<String>,
    /// f3419 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3419: Option<String>,
    /// f3420 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3420: Option<String>,
    /// f3421 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3421: Option<String>,
    /// f3422 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3422: Option<String>,
    /// f3423 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3423: Option<String>,
    /// f3424 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3424: Option<String>,
    /// f3425 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3425: Option<String>,
    /// f3426 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3426: Option<String>,
    /// f3427 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3427: Option<String>,
    /// f3428 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3428: Option<String>,
    /// f3429 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3429: Option<String>,
    /// f3430 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3430: Option<String>,
    /// f3431 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3431: Option<String>,
    /// f3432 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3432: Option<String>,
    /// f3433 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3433: Option<String>,
    /// f3434 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3434: Option<String>,
    /// f3435 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3435: Option<String>,
    /// f3436 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3436: Option<String>,
    /// f3437 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3437: Option<String>,
    /// f3438 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3438: Option<String>,
    /// f3439 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3439: Option<String>,
    /// f3440 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3440: Option<String>,
    /// f3441 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3441: Option<String>,
    /// f3442 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3442: Option<String>,
    /// f3443 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3443: Option<String>,
    /// f3444 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3444: Option<String>,
    /// f3445 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3445: Option<String>,
    /// f3446 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3446: Option<String>,
    /// f3447 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3447: Option<String>,
    /// f3448 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3448: Option<String>,
    /// f3449 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3449: Option<String>,
    /// f3450 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3450: Option<String>,
    /// f3451 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3451: Option<String>,
    /// f3452 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3452: Option<String>,
    /// f3453 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3453: Option<String>,
    /// f3454 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3454: Option<String>,
    /// f3455 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3455: Option<String>,
    /// f3456 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3456: Option<String>,
    /// f3457 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3457: Option<String>,
    /// f3458 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3458: Option<String>,
    /// f3459 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3459: Option<String>,
    /// f3460 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3460: Option<String>,
    /// f3461 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3461: Option<String>,
    /// f3462 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3462: Option<String>,
    /// f3463 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3463: Option<String>,
    /// f3464 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3464: Option<String>,
    /// f3465 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3465: Option<String>,
    /// f3466 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3466: Option<String>,
    /// f3467 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3467: Option<String>,
    /// f3468 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3468: Option<String>,
    /// f3469 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3469: Option<String>,
    /// f3470 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3470: Option<String>,
    /// f3471 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3471: Option<String>,
    /// f3472 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3472: Option<String>,
    /// f3473 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3473: Option<String>,
    /// f3474 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3474: Option<String>,
    /// f3475 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3475: Option<String>,
    /// f3476 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3476: Option<String>,
    /// f3477 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3477: Option<String>,
    /// f3478 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3478: Option<String>,
    /// f3479 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3479: Option<String>,
    /// f3480 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3480: Option<String>,
    /// f3481 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3481: Option<String>,
    /// f3482 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3482: Option<String>,
    /// f3483 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3483: Option<String>,
    /// f3484 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3484: Option<String>,
    /// f3485 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3485: Option<String>,
    /// f3486 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3486: Option<String>,
    /// f3487 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3487: Option<String>,
    /// f3488 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3488: Option<String>,
    /// f3489 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3489: Option<String>,
    /// f3490 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3490: Option<String>,
    /// f3491 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3491: Option<String>,
    /// f3492 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3492: Option<String>,
    /// f3493 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3493: Option<String>,
    /// f3494 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3494: Option<String>,
    /// f3495 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3495: Option<String>,
    /// f3496 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3496: Option<String>,
    /// f3497 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3497: Option<String>,
    /// f3498 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3498: Option<String>,
    /// f3499 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3499: Option<String>,
    /// f3500 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3500: Option<String>,
    /// f3501 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3501: Option<String>,
    /// f3502 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3502: Option<String>,
    /// f3503 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3503: Option<String>,
    /// f3504 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3504: Option<String>,
    /// f3505 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3505: Option<String>,
    /// f3506 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3506: Option<String>,
    /// f3507 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3507: Option<String>,
    /// f3508 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3508: Option<String>,
    /// f3509 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3509: Option<String>,
    /// f3510 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3510: Option<String>,
    /// f3511 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3511: Option<String>,
    /// f3512 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3512: Option<String>,
    /// f3513 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3513: Option<String>,
    /// f3514 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3514: Option<String>,
    /// f3515 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3515: Option<String>,
    /// f3516 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3516: Option<String>,
    /// f3517 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3517: Option<String>,
    /// f3518 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3518: Option<String>,
    /// f3519 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3519: Option<String>,
    /// f3520 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3520: Option<String>,
    /// f3521 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3521: Option<String>,
    /// f3522 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3522: Option<String>,
    /// f3523 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3523: Option<String>,
    /// f3524 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3524: Option<String>,
    /// f3525 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3525: Option<String>,
    /// f3526 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3526: Option<String>,
    /// f3527 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3527: Option<String>,
    /// f3528 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3528: Option<String>,
    /// f3529 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3529: Option<String>,
    /// f3530 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3530: Option<String>,
    /// f3531 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3531: Option<String>,
    /// f3532 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3532: Option<String>,
    /// f3533 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3533: Option<String>,
    /// f3534 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3534: Option<String>,
    /// f3535 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3535: Option<String>,
    /// f3536 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3536: Option<String>,
    /// f3537 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3537: Option<String>,
    /// f3538 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3538: Option<String>,
    /// f3539 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3539: Option<String>,
    /// f3540 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3540: Option<String>,
    /// f3541 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3541: Option<String>,
    /// f3542 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3542: Option<String>,
    /// f3543 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3543: Option<String>,
    /// f3544 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3544: Option<String>,
    /// f3545 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3545: Option<String>,
    /// f3546 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3546: Option<String>,
    /// f3547 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3547: Option<String>,
    /// f3548 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3548: Option<String>,
    /// f3549 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3549: Option<String>,
    /// f3550 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3550: Option<String>,
    /// f3551 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3551: Option<String>,
    /// f3552 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3552: Option<String>,
    /// f3553 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3553: Option<String>,
    /// f3554 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3554: Option<String>,
    /// f3555 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3555: Option<String>,
    /// f3556 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3556: Option<String>,
    /// f3557 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3557: Option<String>,
    /// f3558 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3558: Option<String>,
    /// f3559 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3559: Option<String>,
    /// f3560 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3560: Option<String>,
    /// f3561 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3561: Option<String>,
    /// f3562 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3562: Option<String>,
    /// f3563 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3563: Option<String>,
    /// f3564 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3564: Option<String>,
    /// f3565 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3565: Option<String>,
    /// f3566 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3566: Option<String>,
    /// f3567 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3567: Option<String>,
    /// f3568 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3568: Option<String>,
    /// f3569 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3569: Option<String>,
    /// f3570 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3570: Option<String>,
    /// f3571 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3571: Option<String>,
    /// f3572 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3572: Option<String>,
    /// f3573 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3573: Option<String>,
    /// f3574 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3574: Option<String>,
    /// f3575 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3575: Option<String>,
    /// f3576 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3576: Option<String>,
    /// f3577 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3577: Option<String>,
    /// f3578 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3578: Option<String>,
    /// f3579 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3579: Option<String>,
    /// f3580 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3580: Option<String>,
    /// f3581 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3581: Option<String>,
    /// f3582 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3582: Option<String>,
    /// f3583 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3583: Option<String>,
    /// f3584 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3584: Option<String>,
    /// f3585 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3585: Option<String>,
    /// f3586 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3586: Option<String>,
    /// f3587 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3587: Option<String>,
    /// f3588 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3588: Option<String>,
    /// f3589 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3589: Option<String>,
    /// f3590 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3590: Option<String>,
    /// f3591 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3591: Option<String>,
    /// f3592 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3592: Option<String>,
    /// f3593 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3593: Option<String>,
    /// f3594 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3594: Option<String>,
    /// f3595 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3595: Option<String>,
    /// f3596 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3596: Option<String>,
    /// f3597 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3597: Option<String>,
    /// f3598 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3598: Option<String>,
    /// f3599 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3599: Option<String>,
    /// f3600 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3600: Option<String>,
    /// f3601 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3601: Option<String>,
    /// f3602 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3602: Option<String>,
    /// f3603 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3603: Option<String>,
    /// f3604 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3604: Option<String>,
    /// f3605 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3605: Option<String>,
    /// f3606 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3606: Option<String>,
    /// f3607 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3607: Option<String>,
    /// f3608 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3608: Option<String>,
    /// f3609 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3609: Option<String>,
    /// f3610 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3610: Option<String>,
    /// f3611 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3611: Option<String>,
    /// f3612 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3612: Option<String>,
    /// f3613 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3613: Option<String>,
    /// f3614 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3614: Option<String>,
    /// f3615 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3615: Option<String>,
    /// f3616 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3616: Option<String>,
    /// f3617 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3617: Option<String>,
    /// f3618 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3618: Option<String>,
    /// f3619 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3619: Option<String>,
    /// f3620 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3620: Option<String>,
    /// f3621 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3621: Option<String>,
    /// f3622 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3622: Option<String>,
    /// f3623 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3623: Option<String>,
    /// f3624 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3624: Option<String>,
    /// f3625 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3625: Option<String>,
    /// f3626 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3626: Option<String>,
    /// f3627 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3627: Option<String>,
    /// f3628 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3628: Option<String>,
    /// f3629 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3629: Option<String>,
    /// f3630 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3630: Option<String>,
    /// f3631 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3631: Option<String>,
    /// f3632 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3632: Option<String>,
    /// f3633 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3633: Option<String>,
    /// f3634 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3634: Option<String>,
    /// f3635 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3635: Option<String>,
    /// f3636 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3636: Option<String>,
    /// f3637 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3637: Option<String>,
    /// f3638 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3638: Option<String>,
    /// f3639 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3639: Option<String>,
    /// f3640 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3640: Option<String>,
    /// f3641 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3641: Option<String>,
    /// f3642 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3642: Option<String>,
    /// f3643 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3643: Option<String>,
    /// f3644 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3644: Option<String>,
    /// f3645 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3645: Option<String>,
    /// f3646 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3646: Option<String>,
    /// f3647 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3647: Option<String>,
    /// f3648 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3648: Option<String>,
    /// f3649 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3649: Option<String>,
    /// f3650 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3650: Option<String>,
    /// f3651 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3651: Option<String>,
    /// f3652 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3652: Option<String>,
    /// f3653 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3653: Option<String>,
    /// f3654 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3654: Option<String>,
    /// f3655 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3655: Option<String>,
    /// f3656 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3656: Option<String>,
    /// f3657 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3657: Option<String>,
    /// f3658 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3658: Option<String>,
    /// f3659 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3659: Option<String>,
    /// f3660 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3660: Option<String>,
    /// f3661 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3661: Option<String>,
    /// f3662 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3662: Option<String>,
    /// f3663 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3663: Option<String>,
    /// f3664 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3664: Option<String>,
    /// f3665 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3665: Option<String>,
    /// f3666 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3666: Option<String>,
    /// f3667 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3667: Option<String>,
    /// f3668 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3668: Option<String>,
    /// f3669 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3669: Option<String>,
    /// f3670 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3670: Option<String>,
    /// f3671 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3671: Option<String>,
    /// f3672 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3672: Option<String>,
    /// f3673 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3673: Option<String>,
    /// f3674 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3674: Option<String>,
    /// f3675 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3675: Option<String>,
    /// f3676 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3676: Option<String>,
    /// f3677 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3677: Option<String>,
    /// f3678 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3678: Option<String>,
    /// f3679 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3679: Option<String>,
    /// f3680 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3680: Option<String>,
    /// f3681 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3681: Option<String>,
    /// f3682 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3682: Option<String>,
    /// f3683 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3683: Option<String>,
    /// f3684 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3684: Option<String>,
    /// f3685 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3685: Option<String>,
    /// f3686 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3686: Option<String>,
    /// f3687 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3687: Option<String>,
    /// f3688 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3688: Option<String>,
    /// f3689 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3689: Option<String>,
    /// f3690 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3690: Option<String>,
    /// f3691 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3691: Option<String>,
    /// f3692 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3692: Option<String>,
    /// f3693 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3693: Option<String>,
    /// f3694 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3694: Option<String>,
    /// f3695 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3695: Option<String>,
    /// f3696 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3696: Option<String>,
    /// f3697 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3697: Option<String>,
    /// f3698 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3698: Option<String>,
    /// f3699 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3699: Option<String>,
    /// f3700 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3700: Option<String>,
    /// f3701 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3701: Option<String>,
    /// f3702 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3702: Option<String>,
    /// f3703 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3703: Option<String>,
    /// f3704 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3704: Option<String>,
    /// f3705 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3705: Option<String>,
    /// f3706 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3706: Option<String>,
    /// f3707 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3707: Option<String>,
    /// f3708 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3708: Option<String>,
    /// f3709 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3709: Option<String>,
    /// f3710 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3710: Option<String>,
    /// f3711 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3711: Option<String>,
    /// f3712 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3712: Option<String>,
    /// f3713 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3713: Option<String>,
    /// f3714 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3714: Option<String>,
    /// f3715 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3715: Option<String>,
    /// f3716 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3716: Option<String>,
    /// f3717 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3717: Option<String>,
    /// f3718 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3718: Option<String>,
    /// f3719 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3719: Option<String>,
    /// f3720 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3720: Option<String>,
    /// f3721 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3721: Option<String>,
    /// f3722 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3722: Option<String>,
    /// f3723 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3723: Option<String>,
    /// f3724 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3724: Option<String>,
    /// f3725 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3725: Option<String>,
    /// f3726 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3726: Option<String>,
    /// f3727 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3727: Option<String>,
    /// f3728 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3728: Option<String>,
    /// f3729 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3729: Option<String>,
    /// f3730 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3730: Option<String>,
    /// f3731 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3731: Option<String>,
    /// f3732 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3732: Option<String>,
    /// f3733 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3733: Option<String>,
    /// f3734 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3734: Option<String>,
    /// f3735 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3735: Option<String>,
    /// f3736 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3736: Option<String>,
    /// f3737 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3737: Option<String>,
    /// f3738 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3738: Option<String>,
    /// f3739 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3739: Option<String>,
    /// f3740 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3740: Option<String>,
    /// f3741 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3741: Option<String>,
    /// f3742 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3742: Option<String>,
    /// f3743 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3743: Option<String>,
    /// f3744 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3744: Option<String>,
    /// f3745 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3745: Option<String>,
    /// f3746 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3746: Option<String>,
    /// f3747 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3747: Option<String>,
    /// f3748 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3748: Option<String>,
    /// f3749 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3749: Option<String>,
    /// f3750 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3750: Option<String>,
    /// f3751 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3751: Option<String>,
    /// f3752 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3752: Option<String>,
    /// f3753 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3753: Option<String>,
    /// f3754 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3754: Option<String>,
    /// f3755 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3755: Option<String>,
    /// f3756 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3756: Option<String>,
    /// f3757 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3757: Option<String>,
    /// f3758 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3758: Option<String>,
    /// f3759 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3759: Option<String>,
    /// f3760 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3760: Option<String>,
    /// f3761 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3761: Option<String>,
    /// f3762 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3762: Option<String>,
    /// f3763 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3763: Option<String>,
    /// f3764 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3764: Option<String>,
    /// f3765 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3765: Option<String>,
    /// f3766 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3766: Option<String>,
    /// f3767 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3767: Option<String>,
    /// f3768 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3768: Option<String>,
    /// f3769 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3769: Option<String>,
    /// f3770 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3770: Option<String>,
    /// f3771 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3771: Option<String>,
    /// f3772 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3772: Option<String>,
    /// f3773 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3773: Option<String>,
    /// f3774 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3774: Option<String>,
    /// f3775 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3775: Option<String>,
    /// f3776 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3776: Option<String>,
    /// f3777 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3777: Option<String>,
    /// f3778 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3778: Option<String>,
    /// f3779 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3779: Option<String>,
    /// f3780 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3780: Option<String>,
    /// f3781 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3781: Option<String>,
    /// f3782 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3782: Option<String>,
    /// f3783 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3783: Option<String>,
    /// f3784 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3784: Option<String>,
    /// f3785 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3785: Option<String>,
    /// f3786 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3786: Option<String>,
    /// f3787 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3787: Option<String>,
    /// f3788 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3788: Option<String>,
    /// f3789 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3789: Option<String>,
    /// f3790 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3790: Option<String>,
    /// f3791 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3791: Option<String>,
    /// f3792 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3792: Option<String>,
    /// f3793 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3793: Option<String>,
    /// f3794 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3794: Option<String>,
    /// f3795 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3795: Option<String>,
    /// f3796 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3796: Option<String>,
    /// f3797 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3797: Option<String>,
    /// f3798 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3798: Option<String>,
    /// f3799 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3799: Option<String>,
    /// f3800 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3800: Option<String>,
    /// f3801 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3801: Option<String>,
    /// f3802 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3802: Option<String>,
    /// f3803 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3803: Option<String>,
    /// f3804 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3804: Option<String>,
    /// f3805 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3805: Option<String>,
    /// f3806 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3806: Option<String>,
    /// f3807 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3807: Option<String>,
    /// f3808 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3808: Option<String>,
    /// f3809 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3809: Option<String>,
    /// f3810 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3810: Option<String>,
    /// f3811 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3811: Option<String>,
    /// f3812 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3812: Option<String>,
    /// f3813 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3813: Option<String>,
    /// f3814 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3814: Option<String>,
    /// f3815 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3815: Option<String>,
    /// f3816 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3816: Option<String>,
    /// f3817 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3817: Option<String>,
    /// f3818 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3818: Option<String>,
    /// f3819 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3819: Option<String>,
    /// f3820 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3820: Option<String>,
    /// f3821 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3821: Option<String>,
    /// f3822 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3822: Option<String>,
    /// f3823 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3823: Option<String>,
    /// f3824 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3824: Option<String>,
    /// f3825 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3825: Option<String>,
    /// f3826 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3826: Option<String>,
    /// f3827 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3827: Option<String>,
    /// f3828 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3828: Option<String>,
    /// f3829 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3829: Option<String>,
    /// f3830 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3830: Option<String>,
    /// f3831 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3831: Option<String>,
    /// f3832 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3832: Option<String>,
    /// f3833 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3833: Option<String>,
    /// f3834 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3834: Option<String>,
    /// f3835 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3835: Option<String>,
    /// f3836 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3836: Option<String>,
    /// f3837 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3837: Option<String>,
    /// f3838 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3838: Option<String>,
    /// f3839 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3839: Option<String>,
    /// f3840 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3840: Option<String>,
    /// f3841 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3841: Option<String>,
    /// f3842 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3842: Option<String>,
    /// f3843 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3843: Option<String>,
    /// f3844 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3844: Option<String>,
    /// f3845 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3845: Option<String>,
    /// f3846 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3846: Option<String>,
    /// f3847 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3847: Option<String>,
    /// f3848 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3848: Option<String>,
    /// f3849 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3849: Option<String>,
    /// f3850 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3850: Option<String>,
    /// f3851 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3851: Option<String>,
    /// f3852 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3852: Option<String>,
    /// f3853 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3853: Option<String>,
    /// f3854 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3854: Option<String>,
    /// f3855 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3855: Option<String>,
    /// f3856 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3856: Option<String>,
    /// f3857 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3857: Option<String>,
    /// f3858 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3858: Option<String>,
    /// f3859 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3859: Option<String>,
    /// f3860 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3860: Option<String>,
    /// f3861 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3861: Option<String>,
    /// f3862 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3862: Option<String>,
    /// f3863 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3863: Option<String>,
    /// f3864 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3864: Option<String>,
    /// f3865 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3865: Option<String>,
    /// f3866 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3866: Option<String>,
    /// f3867 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3867: Option<String>,
    /// f3868 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3868: Option<String>,
    /// f3869 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3869: Option<String>,
    /// f3870 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3870: Option<String>,
    /// f3871 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3871: Option<String>,
    /// f3872 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3872: Option<String>,
    /// f3873 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3873: Option<String>,
    /// f3874 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3874: Option<String>,
    /// f3875 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3875: Option<String>,
    /// f3876 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3876: Option<String>,
    /// f3877 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3877: Option<String>,
    /// f3878 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3878: Option<String>,
    /// f3879 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3879: Option<String>,
    /// f3880 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3880: Option<String>,
    /// f3881 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3881: Option<String>,
    /// f3882 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3882: Option<String>,
    /// f3883 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3883: Option<String>,
    /// f3884 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3884: Option<String>,
    /// f3885 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3885: Option<String>,
    /// f3886 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3886: Option<String>,
    /// f3887 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3887: Option<String>,
    /// f3888 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3888: Option<String>,
    /// f3889 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3889: Option<String>,
    /// f3890 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3890: Option<String>,
    /// f3891 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3891: Option<String>,
    /// f3892 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3892: Option<String>,
    /// f3893 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3893: Option<String>,
    /// f3894 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3894: Option<String>,
    /// f3895 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3895: Option<String>,
    /// f3896 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3896: Option<String>,
    /// f3897 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3897: Option<String>,
    /// f3898 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3898: Option<String>,
    /// f3899 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3899: Option<String>,
    /// f3900 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3900: Option<String>,
    /// f3901 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3901: Option<String>,
    /// f3902 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3902: Option<String>,
    /// f3903 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3903: Option<String>,
    /// f3904 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3904: Option<String>,
    /// f3905 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3905: Option<String>,
    /// f3906 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3906: Option<String>,
    /// f3907 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3907: Option<String>,
    /// f3908 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3908: Option<String>,
    /// f3909 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3909: Option<String>,
    /// f3910 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3910: Option<String>,
    /// f3911 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3911: Option<String>,
    /// f3912 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3912: Option<String>,
    /// f3913 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3913: Option<String>,
    /// f3914 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3914: Option<String>,
    /// f3915 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3915: Option<String>,
    /// f3916 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3916: Option<String>,
    /// f3917 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3917: Option<String>,
    /// f3918 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3918: Option<String>,
    /// f3919 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3919: Option<String>,
    /// f3920 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3920: Option<String>,
    /// f3921 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3921: Option<String>,
    /// f3922 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3922: Option<String>,
    /// f3923 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3923: Option<String>,
    /// f3924 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3924: Option<String>,
    /// f3925 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3925: Option<String>,
    /// f3926 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3926: Option<String>,
    /// f3927 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3927: Option<String>,
    /// f3928 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3928: Option<String>,
    /// f3929 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3929: Option<String>,
    /// f3930 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3930: Option<String>,
    /// f3931 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3931: Option<String>,
    /// f3932 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3932: Option<String>,
    /// f3933 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3933: Option<String>,
    /// f3934 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3934: Option<String>,
    /// f3935 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3935: Option<String>,
    /// f3936 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3936: Option<String>,
    /// f3937 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3937: Option<String>,
    /// f3938 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3938: Option<String>,
    /// f3939 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3939: Option<String>,
    /// f3940 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3940: Option<String>,
    /// f3941 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3941: Option<String>,
    /// f3942 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3942: Option<String>,
    /// f3943 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3943: Option<String>,
    /// f3944 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3944: Option<String>,
    /// f3945 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3945: Option<String>,
    /// f3946 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3946: Option<String>,
    /// f3947 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3947: Option<String>,
    /// f3948 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3948: Option<String>,
    /// f3949 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3949: Option<String>,
    /// f3950 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3950: Option<String>,
    /// f3951 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3951: Option<String>,
    /// f3952 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3952: Option<String>,
    /// f3953 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3953: Option<String>,
    /// f3954 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3954: Option<String>,
    /// f3955 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3955: Option<String>,
    /// f3956 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3956: Option<String>,
    /// f3957 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3957: Option<String>,
    /// f3958 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3958: Option<String>,
    /// f3959 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3959: Option<String>,
    /// f3960 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3960: Option<String>,
    /// f3961 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3961: Option<String>,
    /// f3962 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3962: Option<String>,
    /// f3963 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3963: Option<String>,
    /// f3964 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3964: Option<String>,
    /// f3965 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3965: Option<String>,
    /// f3966 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3966: Option<String>,
    /// f3967 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3967: Option<String>,
    /// f3968 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3968: Option<String>,
    /// f3969 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3969: Option<String>,
    /// f3970 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3970: Option<String>,
    /// f3971 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3971: Option<String>,
    /// f3972 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3972: Option<String>,
    /// f3973 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3973: Option<String>,
    /// f3974 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3974: Option<String>,
    /// f3975 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3975: Option<String>,
    /// f3976 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3976: Option<String>,
    /// f3977 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3977: Option<String>,
    /// f3978 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3978: Option<String>,
    /// f3979 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3979: Option<String>,
    /// f3980 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3980: Option<String>,
    /// f3981 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3981: Option<String>,
    /// f3982 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3982: Option<String>,
    /// f3983 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3983: Option<String>,
    /// f3984 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3984: Option<String>,
    /// f3985 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3985: Option<String>,
    /// f3986 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3986: Option<String>,
    /// f3987 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3987: Option<String>,
    /// f3988 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3988: Option<String>,
    /// f3989 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3989: Option<String>,
    /// f3990 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3990: Option<String>,
    /// f3991 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3991: Option<String>,
    /// f3992 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3992: Option<String>,
    /// f3993 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3993: Option<String>,
    /// f3994 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3994: Option<String>,
    /// f3995 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3995: Option<String>,
    /// f3996 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3996: Option<String>,
    /// f3997 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3997: Option<String>,
    /// f3998 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3998: Option<String>,
    /// f3999 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f3999: Option<String>,
    /// f4000 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4000: Option<String>,
    /// f4001 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4001: Option<String>,
    /// f4002 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4002: Option<String>,
    /// f4003 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4003: Option<String>,
    /// f4004 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4004: Option<String>,
    /// f4005 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4005: Option<String>,
    /// f4006 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4006: Option<String>,
    /// f4007 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4007: Option<String>,
    /// f4008 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4008: Option<String>,
    /// f4009 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4009: Option<String>,
    /// f4010 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4010: Option<String>,
    /// f4011 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4011: Option<String>,
    /// f4012 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4012: Option<String>,
    /// f4013 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4013: Option<String>,
    /// f4014 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4014: Option<String>,
    /// f4015 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4015: Option<String>,
    /// f4016 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4016: Option<String>,
    /// f4017 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4017: Option<String>,
    /// f4018 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4018: Option<String>,
    /// f4019 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4019: Option<String>,
    /// f4020 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4020: Option<String>,
    /// f4021 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4021: Option<String>,
    /// f4022 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4022: Option<String>,
    /// f4023 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4023: Option<String>,
    /// f4024 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4024: Option<String>,
    /// f4025 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4025: Option<String>,
    /// f4026 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4026: Option<String>,
    /// f4027 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4027: Option<String>,
    /// f4028 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4028: Option<String>,
    /// f4029 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4029: Option<String>,
    /// f4030 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4030: Option<String>,
    /// f4031 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4031: Option<String>,
    /// f4032 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4032: Option<String>,
    /// f4033 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4033: Option<String>,
    /// f4034 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4034: Option<String>,
    /// f4035 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4035: Option<String>,
    /// f4036 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4036: Option<String>,
    /// f4037 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4037: Option<String>,
    /// f4038 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4038: Option<String>,
    /// f4039 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4039: Option<String>,
    /// f4040 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4040: Option<String>,
    /// f4041 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4041: Option<String>,
    /// f4042 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4042: Option<String>,
    /// f4043 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4043: Option<String>,
    /// f4044 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4044: Option<String>,
    /// f4045 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4045: Option<String>,
    /// f4046 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4046: Option<String>,
    /// f4047 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4047: Option<String>,
    /// f4048 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4048: Option<String>,
    /// f4049 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4049: Option<String>,
    /// f4050 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4050: Option<String>,
    /// f4051 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4051: Option<String>,
    /// f4052 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4052: Option<String>,
    /// f4053 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4053: Option<String>,
    /// f4054 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4054: Option<String>,
    /// f4055 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4055: Option<String>,
    /// f4056 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4056: Option<String>,
    /// f4057 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4057: Option<String>,
    /// f4058 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4058: Option<String>,
    /// f4059 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4059: Option<String>,
    /// f4060 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4060: Option<String>,
    /// f4061 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4061: Option<String>,
    /// f4062 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4062: Option<String>,
    /// f4063 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4063: Option<String>,
    /// f4064 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4064: Option<String>,
    /// f4065 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4065: Option<String>,
    /// f4066 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4066: Option<String>,
    /// f4067 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4067: Option<String>,
    /// f4068 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4068: Option<String>,
    /// f4069 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4069: Option<String>,
    /// f4070 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4070: Option<String>,
    /// f4071 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4071: Option<String>,
    /// f4072 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4072: Option<String>,
    /// f4073 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4073: Option<String>,
    /// f4074 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4074: Option<String>,
    /// f4075 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4075: Option<String>,
    /// f4076 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4076: Option<String>,
    /// f4077 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4077: Option<String>,
    /// f4078 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4078: Option<String>,
    /// f4079 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4079: Option<String>,
    /// f4080 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4080: Option<String>,
    /// f4081 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4081: Option<String>,
    /// f4082 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4082: Option<String>,
    /// f4083 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4083: Option<String>,
    /// f4084 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4084: Option<String>,
    /// f4085 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4085: Option<String>,
    /// f4086 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4086: Option<String>,
    /// f4087 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4087: Option<String>,
    /// f4088 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4088: Option<String>,
    /// f4089 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4089: Option<String>,
    /// f4090 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4090: Option<String>,
    /// f4091 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4091: Option<String>,
    /// f4092 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4092: Option<String>,
    /// f4093 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4093: Option<String>,
    /// f4094 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4094: Option<String>,
    /// f4095 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4095: Option<String>,
    /// f4096 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4096: Option<String>,
    /// f4097 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4097: Option<String>,
    /// f4098 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4098: Option<String>,
    /// f4099 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4099: Option<String>,
    /// f4100 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4100: Option<String>,
    /// f4101 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4101: Option<String>,
    /// f4102 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4102: Option<String>,
    /// f4103 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4103: Option<String>,
    /// f4104 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4104: Option<String>,
    /// f4105 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4105: Option<String>,
    /// f4106 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4106: Option<String>,
    /// f4107 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4107: Option<String>,
    /// f4108 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4108: Option<String>,
    /// f4109 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4109: Option<String>,
    /// f4110 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4110: Option<String>,
    /// f4111 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4111: Option<String>,
    /// f4112 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4112: Option<String>,
    /// f4113 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4113: Option<String>,
    /// f4114 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4114: Option<String>,
    /// f4115 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4115: Option<String>,
    /// f4116 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4116: Option<String>,
    /// f4117 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4117: Option<String>,
    /// f4118 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4118: Option<String>,
    /// f4119 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4119: Option<String>,
    /// f4120 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4120: Option<String>,
    /// f4121 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4121: Option<String>,
    /// f4122 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4122: Option<String>,
    /// f4123 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4123: Option<String>,
    /// f4124 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4124: Option<String>,
    /// f4125 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4125: Option<String>,
    /// f4126 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4126: Option<String>,
    /// f4127 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4127: Option<String>,
    /// f4128 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4128: Option<String>,
    /// f4129 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4129: Option<String>,
    /// f4130 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4130: Option<String>,
    /// f4131 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4131: Option<String>,
    /// f4132 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4132: Option<String>,
    /// f4133 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4133: Option<String>,
    /// f4134 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4134: Option<String>,
    /// f4135 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4135: Option<String>,
    /// f4136 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4136: Option<String>,
    /// f4137 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4137: Option<String>,
    /// f4138 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4138: Option<String>,
    /// f4139 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4139: Option<String>,
    /// f4140 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4140: Option<String>,
    /// f4141 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4141: Option<String>,
    /// f4142 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4142: Option<String>,
    /// f4143 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4143: Option<String>,
    /// f4144 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4144: Option<String>,
    /// f4145 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4145: Option<String>,
    /// f4146 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4146: Option<String>,
    /// f4147 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4147: Option<String>,
    /// f4148 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4148: Option<String>,
    /// f4149 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4149: Option<String>,
    /// f4150 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4150: Option<String>,
    /// f4151 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4151: Option<String>,
    /// f4152 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4152: Option<String>,
    /// f4153 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4153: Option<String>,
    /// f4154 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4154: Option<String>,
    /// f4155 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4155: Option<String>,
    /// f4156 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4156: Option<String>,
    /// f4157 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4157: Option<String>,
    /// f4158 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4158: Option<String>,
    /// f4159 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4159: Option<String>,
    /// f4160 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4160: Option<String>,
    /// f4161 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4161: Option<String>,
    /// f4162 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4162: Option<String>,
    /// f4163 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4163: Option<String>,
    /// f4164 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4164: Option<String>,
    /// f4165 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4165: Option<String>,
    /// f4166 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4166: Option<String>,
    /// f4167 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4167: Option<String>,
    /// f4168 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4168: Option<String>,
    /// f4169 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4169: Option<String>,
    /// f4170 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4170: Option<String>,
    /// f4171 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4171: Option<String>,
    /// f4172 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4172: Option<String>,
    /// f4173 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4173: Option<String>,
    /// f4174 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4174: Option<String>,
    /// f4175 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4175: Option<String>,
    /// f4176 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4176: Option<String>,
    /// f4177 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4177: Option<String>,
    /// f4178 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4178: Option<String>,
    /// f4179 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4179: Option<String>,
    /// f4180 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4180: Option<String>,
    /// f4181 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4181: Option<String>,
    /// f4182 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4182: Option<String>,
    /// f4183 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4183: Option<String>,
    /// f4184 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4184: Option<String>,
    /// f4185 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4185: Option<String>,
    /// f4186 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4186: Option<String>,
    /// f4187 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4187: Option<String>,
    /// f4188 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4188: Option<String>,
    /// f4189 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4189: Option<String>,
    /// f4190 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4190: Option<String>,
    /// f4191 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4191: Option<String>,
    /// f4192 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4192: Option<String>,
    /// f4193 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4193: Option<String>,
    /// f4194 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4194: Option<String>,
    /// f4195 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4195: Option<String>,
    /// f4196 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4196: Option<String>,
    /// f4197 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4197: Option<String>,
    /// f4198 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4198: Option<String>,
    /// f4199 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4199: Option<String>,
    /// f4200 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4200: Option<String>,
    /// f4201 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4201: Option<String>,
    /// f4202 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4202: Option<String>,
    /// f4203 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4203: Option<String>,
    /// f4204 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4204: Option<String>,
    /// f4205 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4205: Option<String>,
    /// f4206 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4206: Option<String>,
    /// f4207 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4207: Option<String>,
    /// f4208 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4208: Option<String>,
    /// f4209 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4209: Option<String>,
    /// f4210 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4210: Option<String>,
    /// f4211 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4211: Option<String>,
    /// f4212 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4212: Option<String>,
    /// f4213 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4213: Option<String>,
    /// f4214 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4214: Option<String>,
    /// f4215 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4215: Option<String>,
    /// f4216 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4216: Option<String>,
    /// f4217 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4217: Option<String>,
    /// f4218 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4218: Option<String>,
    /// f4219 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4219: Option<String>,
    /// f4220 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4220: Option<String>,
    /// f4221 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4221: Option<String>,
    /// f4222 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4222: Option<String>,
    /// f4223 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4223: Option<String>,
    /// f4224 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4224: Option<String>,
    /// f4225 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4225: Option<String>,
    /// f4226 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4226: Option<String>,
    /// f4227 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4227: Option<String>,
    /// f4228 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4228: Option<String>,
    /// f4229 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4229: Option<String>,
    /// f4230 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4230: Option<String>,
    /// f4231 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4231: Option<String>,
    /// f4232 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4232: Option<String>,
    /// f4233 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4233: Option<String>,
    /// f4234 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4234: Option<String>,
    /// f4235 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4235: Option<String>,
    /// f4236 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4236: Option<String>,
    /// f4237 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4237: Option<String>,
    /// f4238 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4238: Option<String>,
    /// f4239 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4239: Option<String>,
    /// f4240 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4240: Option<String>,
    /// f4241 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4241: Option<String>,
    /// f4242 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4242: Option<String>,
    /// f4243 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4243: Option<String>,
    /// f4244 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4244: Option<String>,
    /// f4245 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4245: Option<String>,
    /// f4246 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4246: Option<String>,
    /// f4247 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4247: Option<String>,
    /// f4248 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4248: Option<String>,
    /// f4249 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4249: Option<String>,
    /// f4250 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4250: Option<String>,
    /// f4251 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4251: Option<String>,
    /// f4252 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4252: Option<String>,
    /// f4253 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4253: Option<String>,
    /// f4254 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4254: Option<String>,
    /// f4255 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4255: Option<String>,
    /// f4256 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4256: Option<String>,
    /// f4257 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4257: Option<String>,
    /// f4258 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4258: Option<String>,
    /// f4259 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4259: Option<String>,
    /// f4260 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4260: Option<String>,
    /// f4261 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4261: Option<String>,
    /// f4262 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4262: Option<String>,
    /// f4263 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4263: Option<String>,
    /// f4264 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4264: Option<String>,
    /// f4265 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4265: Option<String>,
    /// f4266 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4266: Option<String>,
    /// f4267 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4267: Option<String>,
    /// f4268 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4268: Option<String>,
    /// f4269 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4269: Option<String>,
    /// f4270 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4270: Option<String>,
    /// f4271 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4271: Option<String>,
    /// f4272 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4272: Option<String>,
    /// f4273 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4273: Option<String>,
    /// f4274 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4274: Option<String>,
    /// f4275 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4275: Option<String>,
    /// f4276 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4276: Option<String>,
    /// f4277 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4277: Option<String>,
    /// f4278 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4278: Option<String>,
    /// f4279 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4279: Option<String>,
    /// f4280 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4280: Option<String>,
    /// f4281 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4281: Option<String>,
    /// f4282 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4282: Option<String>,
    /// f4283 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4283: Option<String>,
    /// f4284 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4284: Option<String>,
    /// f4285 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4285: Option<String>,
    /// f4286 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4286: Option<String>,
    /// f4287 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4287: Option<String>,
    /// f4288 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4288: Option<String>,
    /// f4289 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4289: Option<String>,
    /// f4290 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4290: Option<String>,
    /// f4291 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4291: Option<String>,
    /// f4292 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4292: Option<String>,
    /// f4293 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4293: Option<String>,
    /// f4294 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4294: Option<String>,
    /// f4295 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4295: Option<String>,
    /// f4296 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4296: Option<String>,
    /// f4297 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4297: Option<String>,
    /// f4298 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4298: Option<String>,
    /// f4299 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4299: Option<String>,
    /// f4300 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4300: Option<String>,
    /// f4301 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4301: Option<String>,
    /// f4302 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4302: Option<String>,
    /// f4303 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4303: Option<String>,
    /// f4304 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4304: Option<String>,
    /// f4305 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4305: Option<String>,
    /// f4306 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4306: Option<String>,
    /// f4307 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4307: Option<String>,
    /// f4308 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4308: Option<String>,
    /// f4309 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4309: Option<String>,
    /// f4310 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4310: Option<String>,
    /// f4311 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4311: Option<String>,
    /// f4312 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4312: Option<String>,
    /// f4313 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4313: Option<String>,
    /// f4314 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4314: Option<String>,
    /// f4315 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4315: Option<String>,
    /// f4316 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4316: Option<String>,
    /// f4317 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4317: Option<String>,
    /// f4318 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4318: Option<String>,
    /// f4319 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4319: Option<String>,
    /// f4320 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4320: Option<String>,
    /// f4321 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4321: Option<String>,
    /// f4322 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4322: Option<String>,
    /// f4323 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4323: Option<String>,
    /// f4324 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4324: Option<String>,
    /// f4325 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4325: Option<String>,
    /// f4326 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4326: Option<String>,
    /// f4327 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4327: Option<String>,
    /// f4328 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4328: Option<String>,
    /// f4329 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4329: Option<String>,
    /// f4330 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4330: Option<String>,
    /// f4331 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4331: Option<String>,
    /// f4332 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4332: Option<String>,
    /// f4333 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4333: Option<String>,
    /// f4334 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4334: Option<String>,
    /// f4335 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4335: Option<String>,
    /// f4336 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4336: Option<String>,
    /// f4337 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4337: Option<String>,
    /// f4338 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4338: Option<String>,
    /// f4339 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4339: Option<String>,
    /// f4340 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4340: Option<String>,
    /// f4341 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4341: Option<String>,
    /// f4342 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4342: Option<String>,
    /// f4343 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4343: Option<String>,
    /// f4344 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4344: Option<String>,
    /// f4345 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4345: Option<String>,
    /// f4346 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4346: Option<String>,
    /// f4347 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4347: Option<String>,
    /// f4348 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4348: Option<String>,
    /// f4349 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4349: Option<String>,
    /// f4350 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4350: Option<String>,
    /// f4351 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4351: Option<String>,
    /// f4352 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4352: Option<String>,
    /// f4353 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4353: Option<String>,
    /// f4354 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4354: Option<String>,
    /// f4355 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4355: Option<String>,
    /// f4356 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4356: Option<String>,
    /// f4357 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4357: Option<String>,
    /// f4358 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4358: Option<String>,
    /// f4359 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4359: Option<String>,
    /// f4360 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4360: Option<String>,
    /// f4361 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4361: Option<String>,
    /// f4362 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4362: Option<String>,
    /// f4363 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4363: Option<String>,
    /// f4364 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4364: Option<String>,
    /// f4365 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4365: Option<String>,
    /// f4366 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4366: Option<String>,
    /// f4367 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4367: Option<String>,
    /// f4368 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4368: Option<String>,
    /// f4369 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4369: Option<String>,
    /// f4370 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4370: Option<String>,
    /// f4371 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4371: Option<String>,
    /// f4372 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4372: Option<String>,
    /// f4373 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4373: Option<String>,
    /// f4374 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4374: Option<String>,
    /// f4375 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4375: Option<String>,
    /// f4376 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4376: Option<String>,
    /// f4377 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4377: Option<String>,
    /// f4378 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4378: Option<String>,
    /// f4379 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4379: Option<String>,
    /// f4380 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4380: Option<String>,
    /// f4381 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4381: Option<String>,
    /// f4382 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4382: Option<String>,
    /// f4383 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4383: Option<String>,
    /// f4384 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4384: Option<String>,
    /// f4385 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4385: Option<String>,
    /// f4386 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4386: Option<String>,
    /// f4387 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4387: Option<String>,
    /// f4388 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4388: Option<String>,
    /// f4389 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4389: Option<String>,
    /// f4390 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4390: Option<String>,
    /// f4391 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4391: Option<String>,
    /// f4392 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4392: Option<String>,
    /// f4393 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4393: Option<String>,
    /// f4394 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4394: Option<String>,
    /// f4395 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4395: Option<String>,
    /// f4396 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4396: Option<String>,
    /// f4397 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4397: Option<String>,
    /// f4398 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4398: Option<String>,
    /// f4399 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4399: Option<String>,
    /// f4400 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4400: Option<String>,
    /// f4401 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4401: Option<String>,
    /// f4402 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4402: Option<String>,
    /// f4403 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4403: Option<String>,
    /// f4404 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4404: Option<String>,
    /// f4405 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4405: Option<String>,
    /// f4406 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4406: Option<String>,
    /// f4407 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4407: Option<String>,
    /// f4408 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4408: Option<String>,
    /// f4409 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4409: Option<String>,
    /// f4410 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4410: Option<String>,
    /// f4411 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4411: Option<String>,
    /// f4412 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4412: Option<String>,
    /// f4413 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4413: Option<String>,
    /// f4414 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4414: Option<String>,
    /// f4415 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4415: Option<String>,
    /// f4416 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4416: Option<String>,
    /// f4417 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4417: Option<String>,
    /// f4418 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4418: Option<String>,
    /// f4419 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4419: Option<String>,
    /// f4420 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4420: Option<String>,
    /// f4421 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4421: Option<String>,
    /// f4422 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4422: Option<String>,
    /// f4423 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4423: Option<String>,
    /// f4424 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4424: Option<String>,
    /// f4425 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4425: Option<String>,
    /// f4426 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4426: Option<String>,
    /// f4427 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4427: Option<String>,
    /// f4428 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4428: Option<String>,
    /// f4429 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4429: Option<String>,
    /// f4430 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4430: Option<String>,
    /// f4431 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4431: Option<String>,
    /// f4432 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4432: Option<String>,
    /// f4433 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4433: Option<String>,
    /// f4434 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4434: Option<String>,
    /// f4435 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4435: Option<String>,
    /// f4436 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4436: Option<String>,
    /// f4437 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4437: Option<String>,
    /// f4438 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4438: Option<String>,
    /// f4439 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4439: Option<String>,
    /// f4440 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4440: Option<String>,
    /// f4441 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4441: Option<String>,
    /// f4442 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4442: Option<String>,
    /// f4443 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4443: Option<String>,
    /// f4444 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4444: Option<String>,
    /// f4445 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4445: Option<String>,
    /// f4446 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4446: Option<String>,
    /// f4447 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4447: Option<String>,
    /// f4448 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4448: Option<String>,
    /// f4449 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4449: Option<String>,
    /// f4450 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4450: Option<String>,
    /// f4451 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4451: Option<String>,
    /// f4452 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4452: Option<String>,
    /// f4453 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4453: Option<String>,
    /// f4454 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4454: Option<String>,
    /// f4455 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4455: Option<String>,
    /// f4456 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4456: Option<String>,
    /// f4457 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4457: Option<String>,
    /// f4458 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4458: Option<String>,
    /// f4459 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4459: Option<String>,
    /// f4460 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4460: Option<String>,
    /// f4461 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4461: Option<String>,
    /// f4462 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4462: Option<String>,
    /// f4463 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4463: Option<String>,
    /// f4464 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4464: Option<String>,
    /// f4465 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4465: Option<String>,
    /// f4466 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4466: Option<String>,
    /// f4467 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4467: Option<String>,
    /// f4468 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4468: Option<String>,
    /// f4469 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4469: Option<String>,
    /// f4470 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4470: Option<String>,
    /// f4471 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4471: Option<String>,
    /// f4472 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4472: Option<String>,
    /// f4473 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4473: Option<String>,
    /// f4474 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4474: Option<String>,
    /// f4475 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4475: Option<String>,
    /// f4476 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4476: Option<String>,
    /// f4477 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4477: Option<String>,
    /// f4478 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4478: Option<String>,
    /// f4479 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4479: Option<String>,
    /// f4480 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4480: Option<String>,
    /// f4481 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4481: Option<String>,
    /// f4482 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4482: Option<String>,
    /// f4483 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4483: Option<String>,
    /// f4484 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4484: Option<String>,
    /// f4485 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4485: Option<String>,
    /// f4486 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4486: Option<String>,
    /// f4487 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4487: Option<String>,
    /// f4488 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4488: Option<String>,
    /// f4489 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4489: Option<String>,
    /// f4490 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4490: Option<String>,
    /// f4491 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4491: Option<String>,
    /// f4492 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4492: Option<String>,
    /// f4493 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4493: Option<String>,
    /// f4494 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4494: Option<String>,
    /// f4495 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4495: Option<String>,
    /// f4496 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4496: Option<String>,
    /// f4497 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4497: Option<String>,
    /// f4498 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4498: Option<String>,
    /// f4499 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4499: Option<String>,
    /// f4500 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4500: Option<String>,
    /// f4501 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4501: Option<String>,
    /// f4502 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4502: Option<String>,
    /// f4503 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4503: Option<String>,
    /// f4504 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4504: Option<String>,
    /// f4505 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4505: Option<String>,
    /// f4506 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4506: Option<String>,
    /// f4507 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4507: Option<String>,
    /// f4508 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4508: Option<String>,
    /// f4509 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4509: Option<String>,
    /// f4510 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4510: Option<String>,
    /// f4511 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4511: Option<String>,
    /// f4512 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4512: Option<String>,
    /// f4513 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4513: Option<String>,
    /// f4514 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4514: Option<String>,
    /// f4515 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4515: Option<String>,
    /// f4516 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4516: Option<String>,
    /// f4517 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4517: Option<String>,
    /// f4518 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4518: Option<String>,
    /// f4519 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4519: Option<String>,
    /// f4520 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4520: Option<String>,
    /// f4521 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4521: Option<String>,
    /// f4522 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4522: Option<String>,
    /// f4523 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4523: Option<String>,
    /// f4524 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4524: Option<String>,
    /// f4525 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4525: Option<String>,
    /// f4526 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4526: Option<String>,
    /// f4527 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4527: Option<String>,
    /// f4528 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4528: Option<String>,
    /// f4529 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4529: Option<String>,
    /// f4530 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4530: Option<String>,
    /// f4531 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4531: Option<String>,
    /// f4532 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4532: Option<String>,
    /// f4533 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4533: Option<String>,
    /// f4534 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4534: Option<String>,
    /// f4535 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4535: Option<String>,
    /// f4536 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4536: Option<String>,
    /// f4537 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4537: Option<String>,
    /// f4538 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4538: Option<String>,
    /// f4539 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4539: Option<String>,
    /// f4540 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4540: Option<String>,
    /// f4541 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4541: Option<String>,
    /// f4542 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4542: Option<String>,
    /// f4543 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4543: Option<String>,
    /// f4544 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4544: Option<String>,
    /// f4545 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4545: Option<String>,
    /// f4546 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4546: Option<String>,
    /// f4547 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4547: Option<String>,
    /// f4548 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4548: Option<String>,
    /// f4549 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4549: Option<String>,
    /// f4550 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4550: Option<String>,
    /// f4551 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4551: Option<String>,
    /// f4552 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4552: Option<String>,
    /// f4553 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4553: Option<String>,
    /// f4554 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4554: Option<String>,
    /// f4555 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4555: Option<String>,
    /// f4556 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4556: Option<String>,
    /// f4557 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4557: Option<String>,
    /// f4558 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4558: Option<String>,
    /// f4559 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4559: Option<String>,
    /// f4560 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4560: Option<String>,
    /// f4561 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4561: Option<String>,
    /// f4562 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4562: Option<String>,
    /// f4563 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4563: Option<String>,
    /// f4564 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4564: Option<String>,
    /// f4565 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4565: Option<String>,
    /// f4566 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4566: Option<String>,
    /// f4567 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4567: Option<String>,
    /// f4568 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4568: Option<String>,
    /// f4569 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4569: Option<String>,
    /// f4570 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4570: Option<String>,
    /// f4571 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4571: Option<String>,
    /// f4572 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4572: Option<String>,
    /// f4573 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4573: Option<String>,
    /// f4574 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4574: Option<String>,
    /// f4575 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4575: Option<String>,
    /// f4576 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4576: Option<String>,
    /// f4577 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4577: Option<String>,
    /// f4578 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4578: Option<String>,
    /// f4579 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4579: Option<String>,
    /// f4580 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4580: Option<String>,
    /// f4581 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4581: Option<String>,
    /// f4582 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4582: Option<String>,
    /// f4583 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4583: Option<String>,
    /// f4584 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4584: Option<String>,
    /// f4585 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4585: Option<String>,
    /// f4586 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4586: Option<String>,
    /// f4587 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4587: Option<String>,
    /// f4588 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4588: Option<String>,
    /// f4589 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4589: Option<String>,
    /// f4590 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4590: Option<String>,
    /// f4591 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4591: Option<String>,
    /// f4592 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4592: Option<String>,
    /// f4593 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4593: Option<String>,
    /// f4594 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4594: Option<String>,
    /// f4595 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4595: Option<String>,
    /// f4596 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4596: Option<String>,
    /// f4597 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4597: Option<String>,
    /// f4598 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4598: Option<String>,
    /// f4599 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4599: Option<String>,
    /// f4600 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4600: Option<String>,
    /// f4601 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4601: Option<String>,
    /// f4602 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4602: Option<String>,
    /// f4603 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4603: Option<String>,
    /// f4604 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4604: Option<String>,
    /// f4605 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4605: Option<String>,
    /// f4606 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4606: Option<String>,
    /// f4607 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4607: Option<String>,
    /// f4608 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4608: Option<String>,
    /// f4609 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4609: Option<String>,
    /// f4610 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4610: Option<String>,
    /// f4611 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4611: Option<String>,
    /// f4612 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4612: Option<String>,
    /// f4613 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4613: Option<String>,
    /// f4614 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4614: Option<String>,
    /// f4615 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4615: Option<String>,
    /// f4616 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4616: Option<String>,
    /// f4617 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4617: Option<String>,
    /// f4618 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4618: Option<String>,
    /// f4619 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4619: Option<String>,
    /// f4620 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4620: Option<String>,
    /// f4621 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4621: Option<String>,
    /// f4622 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4622: Option<String>,
    /// f4623 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4623: Option<String>,
    /// f4624 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4624: Option<String>,
    /// f4625 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4625: Option<String>,
    /// f4626 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4626: Option<String>,
    /// f4627 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4627: Option<String>,
    /// f4628 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4628: Option<String>,
    /// f4629 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4629: Option<String>,
    /// f4630 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4630: Option<String>,
    /// f4631 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4631: Option<String>,
    /// f4632 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4632: Option<String>,
    /// f4633 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4633: Option<String>,
    /// f4634 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4634: Option<String>,
    /// f4635 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4635: Option<String>,
    /// f4636 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4636: Option<String>,
    /// f4637 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4637: Option<String>,
    /// f4638 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4638: Option<String>,
    /// f4639 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4639: Option<String>,
    /// f4640 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4640: Option<String>,
    /// f4641 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4641: Option<String>,
    /// f4642 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4642: Option<String>,
    /// f4643 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4643: Option<String>,
    /// f4644 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4644: Option<String>,
    /// f4645 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4645: Option<String>,
    /// f4646 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4646: Option<String>,
    /// f4647 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4647: Option<String>,
    /// f4648 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4648: Option<String>,
    /// f4649 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4649: Option<String>,
    /// f4650 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4650: Option<String>,
    /// f4651 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4651: Option<String>,
    /// f4652 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4652: Option<String>,
    /// f4653 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4653: Option<String>,
    /// f4654 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4654: Option<String>,
    /// f4655 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4655: Option<String>,
    /// f4656 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4656: Option<String>,
    /// f4657 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4657: Option<String>,
    /// f4658 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4658: Option<String>,
    /// f4659 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4659: Option<String>,
    /// f4660 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4660: Option<String>,
    /// f4661 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4661: Option<String>,
    /// f4662 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4662: Option<String>,
    /// f4663 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4663: Option<String>,
    /// f4664 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4664: Option<String>,
    /// f4665 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4665: Option<String>,
    /// f4666 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4666: Option<String>,
    /// f4667 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4667: Option<String>,
    /// f4668 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4668: Option<String>,
    /// f4669 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4669: Option<String>,
    /// f4670 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4670: Option<String>,
    /// f4671 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4671: Option<String>,
    /// f4672 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4672: Option<String>,
    /// f4673 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4673: Option<String>,
    /// f4674 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4674: Option<String>,
    /// f4675 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4675: Option<String>,
    /// f4676 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4676: Option<String>,
    /// f4677 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4677: Option<String>,
    /// f4678 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4678: Option<String>,
    /// f4679 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4679: Option<String>,
    /// f4680 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4680: Option<String>,
    /// f4681 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4681: Option<String>,
    /// f4682 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4682: Option<String>,
    /// f4683 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4683: Option<String>,
    /// f4684 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4684: Option<String>,
    /// f4685 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4685: Option<String>,
    /// f4686 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4686: Option<String>,
    /// f4687 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4687: Option<String>,
    /// f4688 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4688: Option<String>,
    /// f4689 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4689: Option<String>,
    /// f4690 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4690: Option<String>,
    /// f4691 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4691: Option<String>,
    /// f4692 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4692: Option<String>,
    /// f4693 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4693: Option<String>,
    /// f4694 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4694: Option<String>,
    /// f4695 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4695: Option<String>,
    /// f4696 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4696: Option<String>,
    /// f4697 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4697: Option<String>,
    /// f4698 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4698: Option<String>,
    /// f4699 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4699: Option<String>,
    /// f4700 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4700: Option<String>,
    /// f4701 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4701: Option<String>,
    /// f4702 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4702: Option<String>,
    /// f4703 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4703: Option<String>,
    /// f4704 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4704: Option<String>,
    /// f4705 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4705: Option<String>,
    /// f4706 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4706: Option<String>,
    /// f4707 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4707: Option<String>,
    /// f4708 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4708: Option<String>,
    /// f4709 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4709: Option<String>,
    /// f4710 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4710: Option<String>,
    /// f4711 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4711: Option<String>,
    /// f4712 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4712: Option<String>,
    /// f4713 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4713: Option<String>,
    /// f4714 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4714: Option<String>,
    /// f4715 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4715: Option<String>,
    /// f4716 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4716: Option<String>,
    /// f4717 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4717: Option<String>,
    /// f4718 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4718: Option<String>,
    /// f4719 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4719: Option<String>,
    /// f4720 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4720: Option<String>,
    /// f4721 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4721: Option<String>,
    /// f4722 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4722: Option<String>,
    /// f4723 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4723: Option<String>,
    /// f4724 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4724: Option<String>,
    /// f4725 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4725: Option<String>,
    /// f4726 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4726: Option<String>,
    /// f4727 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4727: Option<String>,
    /// f4728 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4728: Option<String>,
    /// f4729 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4729: Option<String>,
    /// f4730 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4730: Option<String>,
    /// f4731 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4731: Option<String>,
    /// f4732 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4732: Option<String>,
    /// f4733 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4733: Option<String>,
    /// f4734 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4734: Option<String>,
    /// f4735 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4735: Option<String>,
    /// f4736 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4736: Option<String>,
    /// f4737 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4737: Option<String>,
    /// f4738 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4738: Option<String>,
    /// f4739 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4739: Option<String>,
    /// f4740 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4740: Option<String>,
    /// f4741 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4741: Option<String>,
    /// f4742 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4742: Option<String>,
    /// f4743 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4743: Option<String>,
    /// f4744 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4744: Option<String>,
    /// f4745 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4745: Option<String>,
    /// f4746 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4746: Option<String>,
    /// f4747 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4747: Option<String>,
    /// f4748 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4748: Option<String>,
    /// f4749 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4749: Option<String>,
    /// f4750 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4750: Option<String>,
    /// f4751 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4751: Option<String>,
    /// f4752 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4752: Option<String>,
    /// f4753 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4753: Option<String>,
    /// f4754 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4754: Option<String>,
    /// f4755 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4755: Option<String>,
    /// f4756 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4756: Option<String>,
    /// f4757 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4757: Option<String>,
    /// f4758 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4758: Option<String>,
    /// f4759 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4759: Option<String>,
    /// f4760 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4760: Option<String>,
    /// f4761 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4761: Option<String>,
    /// f4762 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4762: Option<String>,
    /// f4763 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4763: Option<String>,
    /// f4764 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4764: Option<String>,
    /// f4765 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4765: Option<String>,
    /// f4766 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4766: Option<String>,
    /// f4767 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4767: Option<String>,
    /// f4768 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4768: Option<String>,
    /// f4769 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4769: Option<String>,
    /// f4770 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4770: Option<String>,
    /// f4771 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4771: Option<String>,
    /// f4772 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4772: Option<String>,
    /// f4773 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4773: Option<String>,
    /// f4774 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4774: Option<String>,
    /// f4775 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4775: Option<String>,
    /// f4776 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4776: Option<String>,
    /// f4777 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4777: Option<String>,
    /// f4778 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4778: Option<String>,
    /// f4779 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4779: Option<String>,
    /// f4780 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4780: Option<String>,
    /// f4781 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4781: Option<String>,
    /// f4782 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4782: Option<String>,
    /// f4783 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4783: Option<String>,
    /// f4784 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4784: Option<String>,
    /// f4785 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4785: Option<String>,
    /// f4786 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4786: Option<String>,
    /// f4787 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4787: Option<String>,
    /// f4788 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4788: Option<String>,
    /// f4789 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4789: Option<String>,
    /// f4790 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4790: Option<String>,
    /// f4791 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4791: Option<String>,
    /// f4792 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4792: Option<String>,
    /// f4793 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4793: Option<String>,
    /// f4794 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4794: Option<String>,
    /// f4795 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4795: Option<String>,
    /// f4796 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4796: Option<String>,
    /// f4797 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4797: Option<String>,
    /// f4798 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4798: Option<String>,
    /// f4799 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4799: Option<String>,
    /// f4800 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4800: Option<String>,
    /// f4801 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4801: Option<String>,
    /// f4802 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4802: Option<String>,
    /// f4803 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4803: Option<String>,
    /// f4804 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4804: Option<String>,
    /// f4805 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4805: Option<String>,
    /// f4806 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4806: Option<String>,
    /// f4807 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4807: Option<String>,
    /// f4808 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4808: Option<String>,
    /// f4809 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4809: Option<String>,
    /// f4810 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4810: Option<String>,
    /// f4811 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4811: Option<String>,
    /// f4812 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4812: Option<String>,
    /// f4813 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4813: Option<String>,
    /// f4814 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4814: Option<String>,
    /// f4815 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4815: Option<String>,
    /// f4816 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4816: Option<String>,
    /// f4817 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4817: Option<String>,
    /// f4818 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4818: Option<String>,
    /// f4819 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4819: Option<String>,
    /// f4820 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4820: Option<String>,
    /// f4821 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4821: Option<String>,
    /// f4822 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4822: Option<String>,
    /// f4823 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4823: Option<String>,
    /// f4824 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4824: Option<String>,
    /// f4825 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4825: Option<String>,
    /// f4826 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4826: Option<String>,
    /// f4827 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4827: Option<String>,
    /// f4828 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4828: Option<String>,
    /// f4829 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4829: Option<String>,
    /// f4830 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4830: Option<String>,
    /// f4831 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4831: Option<String>,
    /// f4832 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4832: Option<String>,
    /// f4833 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4833: Option<String>,
    /// f4834 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4834: Option<String>,
    /// f4835 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4835: Option<String>,
    /// f4836 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4836: Option<String>,
    /// f4837 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4837: Option<String>,
    /// f4838 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4838: Option<String>,
    /// f4839 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4839: Option<String>,
    /// f4840 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4840: Option<String>,
    /// f4841 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4841: Option<String>,
    /// f4842 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4842: Option<String>,
    /// f4843 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4843: Option<String>,
    /// f4844 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4844: Option<String>,
    /// f4845 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4845: Option<String>,
    /// f4846 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4846: Option<String>,
    /// f4847 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4847: Option<String>,
    /// f4848 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4848: Option<String>,
    /// f4849 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4849: Option<String>,
    /// f4850 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4850: Option<String>,
    /// f4851 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4851: Option<String>,
    /// f4852 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4852: Option<String>,
    /// f4853 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4853: Option<String>,
    /// f4854 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4854: Option<String>,
    /// f4855 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4855: Option<String>,
    /// f4856 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4856: Option<String>,
    /// f4857 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4857: Option<String>,
    /// f4858 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4858: Option<String>,
    /// f4859 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4859: Option<String>,
    /// f4860 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4860: Option<String>,
    /// f4861 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4861: Option<String>,
    /// f4862 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4862: Option<String>,
    /// f4863 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4863: Option<String>,
    /// f4864 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4864: Option<String>,
    /// f4865 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4865: Option<String>,
    /// f4866 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4866: Option<String>,
    /// f4867 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4867: Option<String>,
    /// f4868 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4868: Option<String>,
    /// f4869 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4869: Option<String>,
    /// f4870 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4870: Option<String>,
    /// f4871 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4871: Option<String>,
    /// f4872 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4872: Option<String>,
    /// f4873 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4873: Option<String>,
    /// f4874 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4874: Option<String>,
    /// f4875 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4875: Option<String>,
    /// f4876 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4876: Option<String>,
    /// f4877 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4877: Option<String>,
    /// f4878 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4878: Option<String>,
    /// f4879 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4879: Option<String>,
    /// f4880 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4880: Option<String>,
    /// f4881 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4881: Option<String>,
    /// f4882 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4882: Option<String>,
    /// f4883 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4883: Option<String>,
    /// f4884 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4884: Option<String>,
    /// f4885 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4885: Option<String>,
    /// f4886 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4886: Option<String>,
    /// f4887 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4887: Option<String>,
    /// f4888 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4888: Option<String>,
    /// f4889 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4889: Option<String>,
    /// f4890 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4890: Option<String>,
    /// f4891 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4891: Option<String>,
    /// f4892 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4892: Option<String>,
    /// f4893 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4893: Option<String>,
    /// f4894 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4894: Option<String>,
    /// f4895 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4895: Option<String>,
    /// f4896 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4896: Option<String>,
    /// f4897 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4897: Option<String>,
    /// f4898 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4898: Option<String>,
    /// f4899 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4899: Option<String>,
    /// f4900 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4900: Option<String>,
    /// f4901 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4901: Option<String>,
    /// f4902 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4902: Option<String>,
    /// f4903 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4903: Option<String>,
    /// f4904 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4904: Option<String>,
    /// f4905 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4905: Option<String>,
    /// f4906 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4906: Option<String>,
    /// f4907 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4907: Option<String>,
    /// f4908 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4908: Option<String>,
    /// f4909 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4909: Option<String>,
    /// f4910 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4910: Option<String>,
    /// f4911 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4911: Option<String>,
    /// f4912 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4912: Option<String>,
    /// f4913 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4913: Option<String>,
    /// f4914 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4914: Option<String>,
    /// f4915 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4915: Option<String>,
    /// f4916 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4916: Option<String>,
    /// f4917 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4917: Option<String>,
    /// f4918 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4918: Option<String>,
    /// f4919 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4919: Option<String>,
    /// f4920 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4920: Option<String>,
    /// f4921 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4921: Option<String>,
    /// f4922 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4922: Option<String>,
    /// f4923 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4923: Option<String>,
    /// f4924 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4924: Option<String>,
    /// f4925 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4925: Option<String>,
    /// f4926 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4926: Option<String>,
    /// f4927 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4927: Option<String>,
    /// f4928 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4928: Option<String>,
    /// f4929 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4929: Option<String>,
    /// f4930 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4930: Option<String>,
    /// f4931 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4931: Option<String>,
    /// f4932 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4932: Option<String>,
    /// f4933 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4933: Option<String>,
    /// f4934 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4934: Option<String>,
    /// f4935 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4935: Option<String>,
    /// f4936 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4936: Option<String>,
    /// f4937 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4937: Option<String>,
    /// f4938 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4938: Option<String>,
    /// f4939 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4939: Option<String>,
    /// f4940 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4940: Option<String>,
    /// f4941 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4941: Option<String>,
    /// f4942 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4942: Option<String>,
    /// f4943 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4943: Option<String>,
    /// f4944 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4944: Option<String>,
    /// f4945 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4945: Option<String>,
    /// f4946 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4946: Option<String>,
    /// f4947 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4947: Option<String>,
    /// f4948 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4948: Option<String>,
    /// f4949 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4949: Option<String>,
    /// f4950 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4950: Option<String>,
    /// f4951 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4951: Option<String>,
    /// f4952 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4952: Option<String>,
    /// f4953 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4953: Option<String>,
    /// f4954 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4954: Option<String>,
    /// f4955 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4955: Option<String>,
    /// f4956 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4956: Option<String>,
    /// f4957 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4957: Option<String>,
    /// f4958 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4958: Option<String>,
    /// f4959 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4959: Option<String>,
    /// f4960 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4960: Option<String>,
    /// f4961 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4961: Option<String>,
    /// f4962 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4962: Option<String>,
    /// f4963 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4963: Option<String>,
    /// f4964 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4964: Option<String>,
    /// f4965 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4965: Option<String>,
    /// f4966 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4966: Option<String>,
    /// f4967 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4967: Option<String>,
    /// f4968 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4968: Option<String>,
    /// f4969 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4969: Option<String>,
    /// f4970 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4970: Option<String>,
    /// f4971 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4971: Option<String>,
    /// f4972 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4972: Option<String>,
    /// f4973 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4973: Option<String>,
    /// f4974 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4974: Option<String>,
    /// f4975 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4975: Option<String>,
    /// f4976 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4976: Option<String>,
    /// f4977 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4977: Option<String>,
    /// f4978 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4978: Option<String>,
    /// f4979 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4979: Option<String>,
    /// f4980 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4980: Option<String>,
    /// f4981 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4981: Option<String>,
    /// f4982 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4982: Option<String>,
    /// f4983 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4983: Option<String>,
    /// f4984 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4984: Option<String>,
    /// f4985 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4985: Option<String>,
    /// f4986 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4986: Option<String>,
    /// f4987 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4987: Option<String>,
    /// f4988 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4988: Option<String>,
    /// f4989 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4989: Option<String>,
    /// f4990 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4990: Option<String>,
    /// f4991 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4991: Option<String>,
    /// f4992 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4992: Option<String>,
    /// f4993 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4993: Option<String>,
    /// f4994 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4994: Option<String>,
    /// f4995 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4995: Option<String>,
    /// f4996 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4996: Option<String>,
    /// f4997 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4997: Option<String>,
    /// f4998 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4998: Option<String>,
    /// f4999 is a field.
    /// +kubebuilder:validation:MaxLength=10
    pub f4999: Option<String>,
}
