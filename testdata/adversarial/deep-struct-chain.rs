//! +groupName=adv.example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Adv is a Kind.
/// +kubebuilder:object:root=true
pub struct Adv {
    /// metadata is standard.
    pub metadata: ObjectMeta,
    /// s starts a chain.
    pub s: Option<S0>,
}
/// S0.
pub struct S0 { /// n.
 pub n: Option<S1> }
/// S1.
pub struct S1 { /// n.
 pub n: Option<S2> }
/// S2.
pub struct S2 { /// n.
 pub n: Option<S3> }
/// S3.
pub struct S3 { /// n.
 pub n: Option<S4> }
/// S4.
pub struct S4 { /// n.
 pub n: Option<S5> }
/// S5.
pub struct S5 { /// n.
 pub n: Option<S6> }
/// S6.
pub struct S6 { /// n.
 pub n: Option<S7> }
/// S7.
pub struct S7 { /// n.
 pub n: Option<S8> }
/// S8.
pub struct S8 { /// n.
 pub n: Option<S9> }
/// S9.
pub struct S9 { /// n.
 pub n: Option<S10> }
/// S10.
pub struct S10 { /// n.
 pub n: Option<S11> }
/// S11.
pub struct S11 { /// n.
 pub n: Option<S12> }
/// S12.
pub struct S12 { /// n.
 pub n: Option<S13> }
/// S13.
pub struct S13 { /// n.
 pub n: Option<S14> }
/// S14.
pub struct S14 { /// n.
 pub n: Option<S15> }
/// S15.
pub struct S15 { /// n.
 pub n: Option<S16> }
/// S16.
pub struct S16 { /// n.
 pub n: Option<S17> }
/// S17.
pub struct S17 { /// n.
 pub n: Option<S18> }
/// S18.
pub struct S18 { /// n.
 pub n: Option<S19> }
/// S19.
pub struct S19 { /// n.
 pub n: Option<S20> }
/// S20.
pub struct S20 { /// n.
 pub n: Option<S21> }
/// S21.
pub struct S21 { /// n.
 pub n: Option<S22> }
/// S22.
pub struct S22 { /// n.
 pub n: Option<S23> }
/// S23.
pub struct S23 { /// n.
 pub n: Option<S24> }
/// S24.
pub struct S24 { /// n.
 pub n: Option<S25> }
/// S25.
pub struct S25 { /// n.
 pub n: Option<S26> }
/// S26.
pub struct S26 { /// n.
 pub n: Option<S27> }
/// S27.
pub struct S27 { /// n.
 pub n: Option<S28> }
/// S28.
pub struct S28 { /// n.
 pub n: Option<S29> }
/// S29.
pub struct S29 { /// n.
 pub n: Option<S30> }
/// S30.
pub struct S30 { /// n.
 pub n: Option<S31> }
/// S31.
pub struct S31 { /// n.
 pub n: Option<S32> }
/// S32.
pub struct S32 { /// n.
 pub n: Option<S33> }
/// S33.
pub struct S33 { /// n.
 pub n: Option<S34> }
/// S34.
pub struct S34 { /// n.
 pub n: Option<S35> }
/// S35.
pub struct S35 { /// n.
 pub n: Option<S36> }
/// S36.
pub struct S36 { /// n.
 pub n: Option<S37> }
/// S37.
pub struct S37 { /// n.
 pub n: Option<S38> }
/// S38.
pub struct S38 { /// n.
 pub n: Option<S39> }
/// S39.
pub struct S39 { /// n.
 pub n: Option<S40> }
/// S40.
pub struct S40 { /// n.
 pub n: Option<S41> }
/// S41.
pub struct S41 { /// n.
 pub n: Option<S42> }
/// S42.
pub struct S42 { /// n.
 pub n: Option<S43> }
/// S43.
pub struct S43 { /// n.
 pub n: Option<S44> }
/// S44.
pub struct S44 { /// n.
 pub n: Option<S45> }
/// S45.
pub struct S45 { /// n.
 pub n: Option<S46> }
/// S46.
pub struct S46 { /// n.
 pub n: Option<S47> }
/// S47.
pub struct S47 { /// n.
 pub n: Option<S48> }
/// S48.
pub struct S48 { /// n.
 pub n: Option<S49> }
/// S49.
pub struct S49 { /// n.
 pub n: Option<S50> }
/// S50.
pub struct S50 { /// n.
 pub n: Option<S51> }
/// S51.
pub struct S51 { /// n.
 pub n: Option<S52> }
/// S52.
pub struct S52 { /// n.
 pub n: Option<S53> }
/// S53.
pub struct S53 { /// n.
 pub n: Option<S54> }
/// S54.
pub struct S54 { /// n.
 pub n: Option<S55> }
/// S55.
pub struct S55 { /// n.
 pub n: Option<S56> }
/// S56.
pub struct S56 { /// n.
 pub n: Option<S57> }
/// S57.
pub struct S57 { /// n.
 pub n: Option<S58> }
/// S58.
pub struct S58 { /// n.
 pub n: Option<S59> }
/// S59.
pub struct S59 { /// n.
 pub n: Option<S60> }
/// S60.
pub struct S60 { /// n.
 pub n: Option<S61> }
/// S61.
pub struct S61 { /// n.
 pub n: Option<S62> }
/// S62.
pub struct S62 { /// n.
 pub n: Option<S63> }
/// S63.
pub struct S63 { /// n.
 pub n: Option<S64> }
/// S64.
pub struct S64 { /// n.
 pub n: Option<S65> }
/// S65.
pub struct S65 { /// n.
 pub n: Option<S66> }
/// S66.
pub struct S66 { /// n.
 pub n: Option<S67> }
/// S67.
pub struct S67 { /// n.
 pub n: Option<S68> }
/// S68.
pub struct S68 { /// n.
 pub n: Option<S69> }
/// S69.
pub struct S69 { /// n.
 pub n: Option<S70> }
/// S70.
pub struct S70 { /// n.
 pub n: Option<S71> }
/// S71.
pub struct S71 { /// n.
 pub n: Option<S72> }
/// S72.
pub struct S72 { /// n.
 pub n: Option<S73> }
/// S73.
pub struct S73 { /// n.
 pub n: Option<S74> }
/// S74.
pub struct S74 { /// n.
 pub n: Option<S75> }
/// S75.
pub struct S75 { /// n.
 pub n: Option<S76> }
/// S76.
pub struct S76 { /// n.
 pub n: Option<S77> }
/// S77.
pub struct S77 { /// n.
 pub n: Option<S78> }
/// S78.
pub struct S78 { /// n.
 pub n: Option<S79> }
/// S79.
pub struct S79 { /// n.
 pub n: Option<S80> }
/// S80.
pub struct S80 { /// n.
 pub n: Option<S81> }
/// S81.
pub struct S81 { /// n.
 pub n: Option<S82> }
/// S82.
pub struct S82 { /// n.
 pub n: Option<S83> }
/// S83.
pub struct S83 { /// n.
 pub n: Option<S84> }
/// S84.
pub struct S84 { /// n.
 pub n: Option<S85> }
/// S85.
pub struct S85 { /// n.
 pub n: Option<S86> }
/// S86.
pub struct S86 { /// n.
 pub n: Option<S87> }
/// S87.
pub struct S87 { /// n.
 pub n: Option<S88> }
/// S88.
pub struct S88 { /// n.
 pub n: Option<S89> }
/// S89.
pub struct S89 { /// n.
 pub n: Option<S90> }
/// S90.
pub struct S90 { /// n.
 pub n: Option<S91> }
/// S91.
pub struct S91 { /// n.
 pub n: Option<S92> }
/// S92.
pub struct S92 { /// n.
 pub n: Option<S93> }
/// S93.
pub struct S93 { /// n.
 pub n: Option<S94> }
/// S94.
pub struct S94 { /// n.
 pub n: Option<S95> }
/// S95.
pub struct S95 { /// n.
 pub n: Option<S96> }
/// S96.
pub struct S96 { /// n.
 pub n: Option<S97> }
/// S97.
pub struct S97 { /// n.
 pub n: Option<S98> }
/// S98.
pub struct S98 { /// n.
 pub n: Option<S99> }
/// S99.
pub struct S99 { /// n.
 pub n: Option<S100> }
/// S100.
pub struct S100 { /// n.
 pub n: Option<S101> }
/// S101.
pub struct S101 { /// n.
 pub n: Option<S102> }
/// S102.
pub struct S102 { /// n.
 pub n: Option<S103> }
/// S103.
pub struct S103 { /// n.
 pub n: Option<S104> }
/// S104.
pub struct S104 { /// n.
 pub n: Option<S105> }
/// S105.
pub struct S105 { /// n.
 pub n: Option<S106> }
/// S106.
pub struct S106 { /// n.
 pub n: Option<S107> }
/// S107.
pub struct S107 { /// n.
 pub n: Option<S108> }
/// S108.
pub struct S108 { /// n.
 pub n: Option<S109> }
/// S109.
pub struct S109 { /// n.
 pub n: Option<S110> }
/// S110.
pub struct S110 { /// n.
 pub n: Option<S111> }
/// S111.
pub struct S111 { /// n.
 pub n: Option<S112> }
/// S112.
pub struct S112 { /// n.
 pub n: Option<S113> }
/// S113.
pub struct S113 { /// n.
 pub n: Option<S114> }
/// S114.
pub struct S114 { /// n.
 pub n: Option<S115> }
/// S115.
pub struct S115 { /// n.
 pub n: Option<S116> }
/// S116.
pub struct S116 { /// n.
 pub n: Option<S117> }
/// S117.
pub struct S117 { /// n.
 pub n: Option<S118> }
/// S118.
pub struct S118 { /// n.
 pub n: Option<S119> }
/// S119.
pub struct S119 { /// n.
 pub n: Option<S120> }
/// S120.
pub struct S120 { /// n.
 pub n: Option<S121> }
/// S121.
pub struct S121 { /// n.
 pub n: Option<S122> }
/// S122.
pub struct S122 { /// n.
 pub n: Option<S123> }
/// S123.
pub struct S123 { /// n.
 pub n: Option<S124> }
/// S124.
pub struct S124 { /// n.
 pub n: Option<S125> }
/// S125.
pub struct S125 { /// n.
 pub n: Option<S126> }
/// S126.
pub struct S126 { /// n.
 pub n: Option<S127> }
/// S127.
pub struct S127 { /// n.
 pub n: Option<S128> }
/// S128.
pub struct S128 { /// n.
 pub n: Option<S129> }
/// S129.
pub struct S129 { /// n.
 pub n: Option<S130> }
/// S130.
pub struct S130 { /// n.
 pub n: Option<S131> }
/// S131.
pub struct S131 { /// n.
 pub n: Option<S132> }
/// S132.
pub struct S132 { /// n.
 pub n: Option<S133> }
/// S133.
pub struct S133 { /// n.
 pub n: Option<S134> }
/// S134.
pub struct S134 { /// n.
 pub n: Option<S135> }
/// S135.
pub struct S135 { /// n.
 pub n: Option<S136> }
/// S136.
pub struct S136 { /// n.
 pub n: Option<S137> }
/// S137.
pub struct S137 { /// n.
 pub n: Option<S138> }
/// S138.
pub struct S138 { /// n.
 pub n: Option<S139> }
/// S139.
pub struct S139 { /// n.
 pub n: Option<S140> }
/// S140.
pub struct S140 { /// n.
 pub n: Option<S141> }
/// S141.
pub struct S141 { /// n.
 pub n: Option<S142> }
/// S142.
pub struct S142 { /// n.
 pub n: Option<S143> }
/// S143.
pub struct S143 { /// n.
 pub n: Option<S144> }
/// S144.
pub struct S144 { /// n.
 pub n: Option<S145> }
/// S145.
pub struct S145 { /// n.
 pub n: Option<S146> }
/// S146.
pub struct S146 { /// n.
 pub n: Option<S147> }
/// S147.
pub struct S147 { /// n.
 pub n: Option<S148> }
/// S148.
pub struct S148 { /// n.
 pub n: Option<S149> }
/// S149.
pub struct S149 { /// n.
 pub n: Option<S150> }
/// S150.
pub struct S150 { /// n.
 pub n: Option<S151> }
/// S151.
pub struct S151 { /// n.
 pub n: Option<S152> }
/// S152.
pub struct S152 { /// n.
 pub n: Option<S153> }
/// S153.
pub struct S153 { /// n.
 pub n: Option<S154> }
/// S154.
pub struct S154 { /// n.
 pub n: Option<S155> }
/// S155.
pub struct S155 { /// n.
 pub n: Option<S156> }
/// S156.
pub struct S156 { /// n.
 pub n: Option<S157> }
/// S157.
pub struct S157 { /// n.
 pub n: Option<S158> }
/// S158.
pub struct S158 { /// n.
 pub n: Option<S159> }
/// S159.
pub struct S159 { /// n.
 pub n: Option<S160> }
/// S160.
pub struct S160 { /// n.
 pub n: Option<S161> }
/// S161.
pub struct S161 { /// n.
 pub n: Option<S162> }
/// S162.
pub struct S162 { /// n.
 pub n: Option<S163> }
/// S163.
pub struct S163 { /// n.
 pub n: Option<S164> }
/// S164.
pub struct S164 { /// n.
 pub n: Option<S165> }
/// S165.
pub struct S165 { /// n.
 pub n: Option<S166> }
/// S166.
pub struct S166 { /// n.
 pub n: Option<S167> }
/// S167.
pub struct S167 { /// n.
 pub n: Option<S168> }
/// S168.
pub struct S168 { /// n.
 pub n: Option<S169> }
/// S169.
pub struct S169 { /// n.
 pub n: Option<S170> }
/// S170.
pub struct S170 { /// n.
 pub n: Option<S171> }
/// S171.
pub struct S171 { /// n.
 pub n: Option<S172> }
/// S172.
pub struct S172 { /// n.
 pub n: Option<S173> }
/// S173.
pub struct S173 { /// n.
 pub n: Option<S174> }
/// S174.
pub struct S174 { /// n.
 pub n: Option<S175> }
/// S175.
pub struct S175 { /// n.
 pub n: Option<S176> }
/// S176.
pub struct S176 { /// n.
 pub n: Option<S177> }
/// S177.
pub struct S177 { /// n.
 pub n: Option<S178> }
/// S178.
pub struct S178 { /// n.
 pub n: Option<S179> }
/// S179.
pub struct S179 { /// n.
 pub n: Option<S180> }
/// S180.
pub struct S180 { /// n.
 pub n: Option<S181> }
/// S181.
pub struct S181 { /// n.
 pub n: Option<S182> }
/// S182.
pub struct S182 { /// n.
 pub n: Option<S183> }
/// S183.
pub struct S183 { /// n.
 pub n: Option<S184> }
/// S184.
pub struct S184 { /// n.
 pub n: Option<S185> }
/// S185.
pub struct S185 { /// n.
 pub n: Option<S186> }
/// S186.
pub struct S186 { /// n.
 pub n: Option<S187> }
/// S187.
pub struct S187 { /// n.
 pub n: Option<S188> }
/// S188.
pub struct S188 { /// n.
 pub n: Option<S189> }
/// S189.
pub struct S189 { /// n.
 pub n: Option<S190> }
/// S190.
pub struct S190 { /// n.
 pub n: Option<S191> }
/// S191.
pub struct S191 { /// n.
 pub n: Option<S192> }
/// S192.
pub struct S192 { /// n.
 pub n: Option<S193> }
/// S193.
pub struct S193 { /// n.
 pub n: Option<S194> }
/// S194.
pub struct S194 { /// n.
 pub n: Option<S195> }
/// S195.
pub struct S195 { /// n.
 pub n: Option<S196> }
/// S196.
pub struct S196 { /// n.
 pub n: Option<S197> }
/// S197.
pub struct S197 { /// n.
 pub n: Option<S198> }
/// S198.
pub struct S198 { /// n.
 pub n: Option<S199> }
/// S199.
pub struct S199 { /// n.
 pub n: Option<S200> }
/// S200.
pub struct S200 { /// n.
 pub n: Option<S201> }
/// S201.
pub struct S201 { /// n.
 pub n: Option<S202> }
/// S202.
pub struct S202 { /// n.
 pub n: Option<S203> }
/// S203.
pub struct S203 { /// n.
 pub n: Option<S204> }
/// S204.
pub struct S204 { /// n.
 pub n: Option<S205> }
/// S205.
pub struct S205 { /// n.
 pub n: Option<S206> }
/// S206.
pub struct S206 { /// n.
 pub n: Option<S207> }
/// S207.
pub struct S207 { /// n.
 pub n: Option<S208> }
/// S208.
pub struct S208 { /// n.
 pub n: Option<S209> }
/// S209.
pub struct S209 { /// n.
 pub n: Option<S210> }
/// S210.
pub struct S210 { /// n.
 pub n: Option<S211> }
/// S211.
pub struct S211 { /// n.
 pub n: Option<S212> }
/// S212.
pub struct S212 { /// n.
 pub n: Option<S213> }
/// S213.
pub struct S213 { /// n.
 pub n: Option<S214> }
/// S214.
pub struct S214 { /// n.
 pub n: Option<S215> }
/// S215.
pub struct S215 { /// n.
 pub n: Option<S216> }
/// S216.
pub struct S216 { /// n.
 pub n: Option<S217> }
/// S217.
pub struct S217 { /// n.
 pub n: Option<S218> }
/// S218.
pub struct S218 { /// n.
 pub n: Option<S219> }
/// S219.
pub struct S219 { /// n.
 pub n: Option<S220> }
/// S220.
pub struct S220 { /// n.
 pub n: Option<S221> }
/// S221.
pub struct S221 { /// n.
 pub n: Option<S222> }
/// S222.
pub struct S222 { /// n.
 pub n: Option<S223> }
/// S223.
pub struct S223 { /// n.
 pub n: Option<S224> }
/// S224.
pub struct S224 { /// n.
 pub n: Option<S225> }
/// S225.
pub struct S225 { /// n.
 pub n: Option<S226> }
/// S226.
pub struct S226 { /// n.
 pub n: Option<S227> }
/// S227.
pub struct S227 { /// n.
 pub n: Option<S228> }
/// S228.
pub struct S228 { /// n.
 pub n: Option<S229> }
/// S229.
pub struct S229 { /// n.
 pub n: Option<S230> }
/// S230.
pub struct S230 { /// n.
 pub n: Option<S231> }
/// S231.
pub struct S231 { /// n.
 pub n: Option<S232> }
/// S232.
pub struct S232 { /// n.
 pub n: Option<S233> }
/// S233.
pub struct S233 { /// n.
 pub n: Option<S234> }
/// S234.
pub struct S234 { /// n.
 pub n: Option<S235> }
/// S235.
pub struct S235 { /// n.
 pub n: Option<S236> }
/// S236.
pub struct S236 { /// n.
 pub n: Option<S237> }
/// S237.
pub struct S237 { /// n.
 pub n: Option<S238> }
/// S238.
pub struct S238 { /// n.
 pub n: Option<S239> }
/// S239.
pub struct S239 { /// n.
 pub n: Option<S240> }
/// S240.
pub struct S240 { /// n.
 pub n: Option<S241> }
/// S241.
pub struct S241 { /// n.
 pub n: Option<S242> }
/// S242.
pub struct S242 { /// n.
 pub n: Option<S243> }
/// S243.
pub struct S243 { /// n.
 pub n: Option<S244> }
/// S244.
pub struct S244 { /// n.
 pub n: Option<S245> }
/// S245.
pub struct S245 { /// n.
 pub n: Option<S246> }
/// S246.
pub struct S246 { /// n.
 pub n: Option<S247> }
/// S247.
pub struct S247 { /// n.
 pub n: Option<S248> }
/// S248.
pub struct S248 { /// n.
 pub n: Option<S249> }
/// S249.
pub struct S249 { /// n.
 pub n: Option<S250> }
/// S250.
pub struct S250 { /// n.
 pub n: Option<S251> }
/// S251.
pub struct S251 { /// n.
 pub n: Option<S252> }
/// S252.
pub struct S252 { /// n.
 pub n: Option<S253> }
/// S253.
pub struct S253 { /// n.
 pub n: Option<S254> }
/// S254.
pub struct S254 { /// n.
 pub n: Option<S255> }
/// S255.
pub struct S255 { /// n.
 pub n: Option<S256> }
/// S256.
pub struct S256 { /// n.
 pub n: Option<S257> }
/// S257.
pub struct S257 { /// n.
 pub n: Option<S258> }
/// S258.
pub struct S258 { /// n.
 pub n: Option<S259> }
/// S259.
pub struct S259 { /// n.
 pub n: Option<S260> }
/// S260.
pub struct S260 { /// n.
 pub n: Option<S261> }
/// S261.
pub struct S261 { /// n.
 pub n: Option<S262> }
/// S262.
pub struct S262 { /// n.
 pub n: Option<S263> }
/// S263.
pub struct S263 { /// n.
 pub n: Option<S264> }
/// S264.
pub struct S264 { /// n.
 pub n: Option<S265> }
/// S265.
pub struct S265 { /// n.
 pub n: Option<S266> }
/// S266.
pub struct S266 { /// n.
 pub n: Option<S267> }
/// S267.
pub struct S267 { /// n.
 pub n: Option<S268> }
/// S268.
pub struct S268 { /// n.
 pub n: Option<S269> }
/// S269.
pub struct S269 { /// n.
 pub n: Option<S270> }
/// S270.
pub struct S270 { /// n.
 pub n: Option<S271> }
/// S271.
pub struct S271 { /// n.
 pub n: Option<S272> }
/// S272.
pub struct S272 { /// n.
 pub n: Option<S273> }
/// S273.
pub struct S273 { /// n.
 pub n: Option<S274> }
/// S274.
pub struct S274 { /// n.
 pub n: Option<S275> }
/// S275.
pub struct S275 { /// n.
 pub n: Option<S276> }
/// S276.
pub struct S276 { /// n.
 pub n: Option<S277> }
/// S277.
pub struct S277 { /// n.
 pub n: Option<S278> }
/// S278.
pub struct S278 { /// n.
 pub n: Option<S279> }
/// S279.
pub struct S279 { /// n.
 pub n: Option<S280> }
/// S280.
pub struct S280 { /// n.
 pub n: Option<S281> }
/// S281.
pub struct S281 { /// n.
 pub n: Option<S282> }
/// S282.
pub struct S282 { /// n.
 pub n: Option<S283> }
/// S283.
pub struct S283 { /// n.
 pub n: Option<S284> }
/// S284.
pub struct S284 { /// n.
 pub n: Option<S285> }
/// S285.
pub struct S285 { /// n.
 pub n: Option<S286> }
/// S286.
pub struct S286 { /// n.
 pub n: Option<S287> }
/// S287.
pub struct S287 { /// n.
 pub n: Option<S288> }
/// S288.
pub struct S288 { /// n.
 pub n: Option<S289> }
/// S289.
pub struct S289 { /// n.
 pub n: Option<S290> }
/// S290.
pub struct S290 { /// n.
 pub n: Option<S291> }
/// S291.
pub struct S291 { /// n.
 pub n: Option<S292> }
/// S292.
pub struct S292 { /// n.
 pub n: Option<S293> }
/// S293.
pub struct S293 { /// n.
 pub n: Option<S294> }
/// S294.
pub struct S294 { /// n.
 pub n: Option<S295> }
/// S295.
pub struct S295 { /// n.
 pub n: Option<S296> }
/// S296.
pub struct S296 { /// n.
 pub n: Option<S297> }
/// S297.
pub struct S297 { /// n.
 pub n: Option<S298> }
/// S298.
pub struct S298 { /// n.
 pub n: Option<S299> }
/// S299.
pub struct S299 { /// n.
 pub n: Option<S300> }
/// S300.
pub struct S300 { /// n.
 pub n: Option<S301> }
/// S301.
pub struct S301 { /// n.
 pub n: Option<S302> }
/// S302.
pub struct S302 { /// n.
 pub n: Option<S303> }
/// S303.
pub struct S303 { /// n.
 pub n: Option<S304> }
/// S304.
pub struct S304 { /// n.
 pub n: Option<S305> }
/// S305.
pub struct S305 { /// n.
 pub n: Option<S306> }
/// S306.
pub struct S306 { /// n.
 pub n: Option<S307> }
/// S307.
pub struct S307 { /// n.
 pub n: Option<S308> }
/// S308.
pub struct S308 { /// n.
 pub n: Option<S309> }
/// S309.
pub struct S309 { /// n.
 pub n: Option<S310> }
/// S310.
pub struct S310 { /// n.
 pub n: Option<S311> }
/// S311.
pub struct S311 { /// n.
 pub n: Option<S312> }
/// S312.
pub struct S312 { /// n.
 pub n: Option<S313> }
/// S313.
pub struct S313 { /// n.
 pub n: Option<S314> }
/// S314.
pub struct S314 { /// n.
 pub n: Option<S315> }
/// S315.
pub struct S315 { /// n.
 pub n: Option<S316> }
/// S316.
pub struct S316 { /// n.
 pub n: Option<S317> }
/// S317.
pub struct S317 { /// n.
 pub n: Option<S318> }
/// S318.
pub struct S318 { /// n.
 pub n: Option<S319> }
/// S319.
pub struct S319 { /// n.
 pub n: Option<S320> }
/// S320.
pub struct S320 { /// n.
 pub n: Option<S321> }
/// S321.
pub struct S321 { /// n.
 pub n: Option<S322> }
/// S322.
pub struct S322 { /// n.
 pub n: Option<S323> }
/// S323.
pub struct S323 { /// n.
 pub n: Option<S324> }
/// S324.
pub struct S324 { /// n.
 pub n: Option<S325> }
/// S325.
pub struct S325 { /// n.
 pub n: Option<S326> }
/// S326.
pub struct S326 { /// n.
 pub n: Option<S327> }
/// S327.
pub struct S327 { /// n.
 pub n: Option<S328> }
/// S328.
pub struct S328 { /// n.
 pub n: Option<S329> }
/// S329.
pub struct S329 { /// n.
 pub n: Option<S330> }
/// S330.
pub struct S330 { /// n.
 pub n: Option<S331> }
/// S331.
pub struct S331 { /// n.
 pub n: Option<S332> }
/// S332.
pub struct S332 { /// n.
 pub n: Option<S333> }
/// S333.
pub struct S333 { /// n.
 pub n: Option<S334> }
/// S334.
pub struct S334 { /// n.
 pub n: Option<S335> }
/// S335.
pub struct S335 { /// n.
 pub n: Option<S336> }
/// S336.
pub struct S336 { /// n.
 pub n: Option<S337> }
/// S337.
pub struct S337 { /// n.
 pub n: Option<S338> }
/// S338.
pub struct S338 { /// n.
 pub n: Option<S339> }
/// S339.
pub struct S339 { /// n.
 pub n: Option<S340> }
/// S340.
pub struct S340 { /// n.
 pub n: Option<S341> }
/// S341.
pub struct S341 { /// n.
 pub n: Option<S342> }
/// S342.
pub struct S342 { /// n.
 pub n: Option<S343> }
/// S343.
pub struct S343 { /// n.
 pub n: Option<S344> }
/// S344.
pub struct S344 { /// n.
 pub n: Option<S345> }
/// S345.
pub struct S345 { /// n.
 pub n: Option<S346> }
/// S346.
pub struct S346 { /// n.
 pub n: Option<S347> }
/// S347.
pub struct S347 { /// n.
 pub n: Option<S348> }
/// S348.
pub struct S348 { /// n.
 pub n: Option<S349> }
/// S349.
pub struct S349 { /// n.
 pub n: Option<S350> }
/// S350.
pub struct S350 { /// n.
 pub n: Option<S351> }
/// S351.
pub struct S351 { /// n.
 pub n: Option<S352> }
/// S352.
pub struct S352 { /// n.
 pub n: Option<S353> }
/// S353.
pub struct S353 { /// n.
 pub n: Option<S354> }
/// S354.
pub struct S354 { /// n.
 pub n: Option<S355> }
/// S355.
pub struct S355 { /// n.
 pub n: Option<S356> }
/// S356.
pub struct S356 { /// n.
 pub n: Option<S357> }
/// S357.
pub struct S357 { /// n.
 pub n: Option<S358> }
/// S358.
pub struct S358 { /// n.
 pub n: Option<S359> }
/// S359.
pub struct S359 { /// n.
 pub n: Option<S360> }
/// S360.
pub struct S360 { /// n.
 pub n: Option<S361> }
/// S361.
pub struct S361 { /// n.
 pub n: Option<S362> }
/// S362.
pub struct S362 { /// n.
 pub n: Option<S363> }
/// S363.
pub struct S363 { /// n.
 pub n: Option<S364> }
/// S364.
pub struct S364 { /// n.
 pub n: Option<S365> }
/// S365.
pub struct S365 { /// n.
 pub n: Option<S366> }
/// S366.
pub struct S366 { /// n.
 pub n: Option<S367> }
/// S367.
pub struct S367 { /// n.
 pub n: Option<S368> }
/// S368.
pub struct S368 { /// n.
 pub n: Option<S369> }
/// S369.
pub struct S369 { /// n.
 pub n: Option<S370> }
/// S370.
pub struct S370 { /// n.
 pub n: Option<S371> }
/// S371.
pub struct S371 { /// n.
 pub n: Option<S372> }
/// S372.
pub struct S372 { /// n.
 pub n: Option<S373> }
/// S373.
pub struct S373 { /// n.
 pub n: Option<S374> }
/// S374.
pub struct S374 { /// n.
 pub n: Option<S375> }
/// S375.
pub struct S375 { /// n.
 pub n: Option<S376> }
/// S376.
pub struct S376 { /// n.
 pub n: Option<S377> }
/// S377.
pub struct S377 { /// n.
 pub n: Option<S378> }
/// S378.
pub struct S378 { /// n.
 pub n: Option<S379> }
/// S379.
pub struct S379 { /// n.
 pub n: Option<S380> }
/// S380.
pub struct S380 { /// n.
 pub n: Option<S381> }
/// S381.
pub struct S381 { /// n.
 pub n: Option<S382> }
/// S382.
pub struct S382 { /// n.
 pub n: Option<S383> }
/// S383.
pub struct S383 { /// n.
 pub n: Option<S384> }
/// S384.
pub struct S384 { /// n.
 pub n: Option<S385> }
/// S385.
pub struct S385 { /// n.
 pub n: Option<S386> }
/// S386.
pub struct S386 { /// n.
 pub n: Option<S387> }
/// S387.
pub struct S387 { /// n.
 pub n: Option<S388> }
/// S388.
pub struct S388 { /// n.
 pub n: Option<S389> }
/// S389.
pub struct S389 { /// n.
 pub n: Option<S390> }
/// S390.
pub struct S390 { /// n.
 pub n: Option<S391> }
/// S391.
pub struct S391 { /// n.
 pub n: Option<S392> }
/// S392.
pub struct S392 { /// n.
 pub n: Option<S393> }
/// S393.
pub struct S393 { /// n.
 pub n: Option<S394> }
/// S394.
pub struct S394 { /// n.
 pub n: Option<S395> }
/// S395.
pub struct S395 { /// n.
 pub n: Option<S396> }
/// S396.
pub struct S396 { /// n.
 pub n: Option<S397> }
/// S397.
pub struct S397 { /// n.
 pub n: Option<S398> }
/// S398.
pub struct S398 { /// n.
 pub n: Option<S399> }
/// S399.
pub struct S399 { /// n.
 pub n: Option<S400> }
/// S400.
pub struct S400 { /// n.
 pub n: Option<S401> }
/// S401.
pub struct S401 { /// n.
 pub n: Option<S402> }
/// S402.
pub struct S402 { /// n.
 pub n: Option<S403> }
/// S403.
pub struct S403 { /// n.
 pub n: Option<S404> }
/// S404.
pub struct S404 { /// n.
 pub n: Option<S405> }
/// S405.
pub struct S405 { /// n.
 pub n: Option<S406> }
/// S406.
pub struct S406 { /// n.
 pub n: Option<S407> }
/// S407.
pub struct S407 { /// n.
 pub n: Option<S408> }
/// S408.
pub struct S408 { /// n.
 pub n: Option<S409> }
/// S409.
pub struct S409 { /// n.
 pub n: Option<S410> }
/// S410.
pub struct S410 { /// n.
 pub n: Option<S411> }
/// S411.
pub struct S411 { /// n.
 pub n: Option<S412> }
/// S412.
pub struct S412 { /// n.
 pub n: Option<S413> }
/// S413.
pub struct S413 { /// n.
 pub n: Option<S414> }
/// S414.
pub struct S414 { /// n.
 pub n: Option<S415> }
/// S415.
pub struct S415 { /// n.
 pub n: Option<S416> }
/// S416.
pub struct S416 { /// n.
 pub n: Option<S417> }
/// S417.
pub struct S417 { /// n.
 pub n: Option<S418> }
/// S418.
pub struct S418 { /// n.
 pub n: Option<S419> }
/// S419.
pub struct S419 { /// n.
 pub n: Option<S420> }
/// S420.
pub struct S420 { /// n.
 pub n: Option<S421> }
/// S421.
pub struct S421 { /// n.
 pub n: Option<S422> }
/// S422.
pub struct S422 { /// n.
 pub n: Option<S423> }
/// S423.
pub struct S423 { /// n.
 pub n: Option<S424> }
/// S424.
pub struct S424 { /// n.
 pub n: Option<S425> }
/// S425.
pub struct S425 { /// n.
 pub n: Option<S426> }
/// S426.
pub struct S426 { /// n.
 pub n: Option<S427> }
/// S427.
pub struct S427 { /// n.
 pub n: Option<S428> }
/// S428.
pub struct S428 { /// n.
 pub n: Option<S429> }
/// S429.
pub struct S429 { /// n.
 pub n: Option<S430> }
/// S430.
pub struct S430 { /// n.
 pub n: Option<S431> }
/// S431.
pub struct S431 { /// n.
 pub n: Option<S432> }
/// S432.
pub struct S432 { /// n.
 pub n: Option<S433> }
/// S433.
pub struct S433 { /// n.
 pub n: Option<S434> }
/// S434.
pub struct S434 { /// n.
 pub n: Option<S435> }
/// S435.
pub struct S435 { /// n.
 pub n: Option<S436> }
/// S436.
pub struct S436 { /// n.
 pub n: Option<S437> }
/// S437.
pub struct S437 { /// n.
 pub n: Option<S438> }
/// S438.
pub struct S438 { /// n.
 pub n: Option<S439> }
/// S439.
pub struct S439 { /// n.
 pub n: Option<S440> }
/// S440.
pub struct S440 { /// n.
 pub n: Option<S441> }
/// S441.
pub struct S441 { /// n.
 pub n: Option<S442> }
/// S442.
pub struct S442 { /// n.
 pub n: Option<S443> }
/// S443.
pub struct S443 { /// n.
 pub n: Option<S444> }
/// S444.
pub struct S444 { /// n.
 pub n: Option<S445> }
/// S445.
pub struct S445 { /// n.
 pub n: Option<S446> }
/// S446.
pub struct S446 { /// n.
 pub n: Option<S447> }
/// S447.
pub struct S447 { /// n.
 pub n: Option<S448> }
/// S448.
pub struct S448 { /// n.
 pub n: Option<S449> }
/// S449.
pub struct S449 { /// n.
 pub n: Option<S450> }
/// S450.
pub struct S450 { /// n.
 pub n: Option<S451> }
/// S451.
pub struct S451 { /// n.
 pub n: Option<S452> }
/// S452.
pub struct S452 { /// n.
 pub n: Option<S453> }
/// S453.
pub struct S453 { /// n.
 pub n: Option<S454> }
/// S454.
pub struct S454 { /// n.
 pub n: Option<S455> }
/// S455.
pub struct S455 { /// n.
 pub n: Option<S456> }
/// S456.
pub struct S456 { /// n.
 pub n: Option<S457> }
/// S457.
pub struct S457 { /// n.
 pub n: Option<S458> }
/// S458.
pub struct S458 { /// n.
 pub n: Option<S459> }
/// S459.
pub struct S459 { /// n.
 pub n: Option<S460> }
/// S460.
pub struct S460 { /// n.
 pub n: Option<S461> }
/// S461.
pub struct S461 { /// n.
 pub n: Option<S462> }
/// S462.
pub struct S462 { /// n.
 pub n: Option<S463> }
/// S463.
pub struct S463 { /// n.
 pub n: Option<S464> }
/// S464.
pub struct S464 { /// n.
 pub n: Option<S465> }
/// S465.
pub struct S465 { /// n.
 pub n: Option<S466> }
/// S466.
pub struct S466 { /// n.
 pub n: Option<S467> }
/// S467.
pub struct S467 { /// n.
 pub n: Option<S468> }
/// S468.
pub struct S468 { /// n.
 pub n: Option<S469> }
/// S469.
pub struct S469 { /// n.
 pub n: Option<S470> }
/// S470.
pub struct S470 { /// n.
 pub n: Option<S471> }
/// S471.
pub struct S471 { /// n.
 pub n: Option<S472> }
/// S472.
pub struct S472 { /// n.
 pub n: Option<S473> }
/// S473.
pub struct S473 { /// n.
 pub n: Option<S474> }
/// S474.
pub struct S474 { /// n.
 pub n: Option<S475> }
/// S475.
pub struct S475 { /// n.
 pub n: Option<S476> }
/// S476.
pub struct S476 { /// n.
 pub n: Option<S477> }
/// S477.
pub struct S477 { /// n.
 pub n: Option<S478> }
/// S478.
pub struct S478 { /// n.
 pub n: Option<S479> }
/// S479.
pub struct S479 { /// n.
 pub n: Option<S480> }
/// S480.
pub struct S480 { /// n.
 pub n: Option<S481> }
/// S481.
pub struct S481 { /// n.
 pub n: Option<S482> }
/// S482.
pub struct S482 { /// n.
 pub n: Option<S483> }
/// S483.
pub struct S483 { /// n.
 pub n: Option<S484> }
/// S484.
pub struct S484 { /// n.
 pub n: Option<S485> }
/// S485.
pub struct S485 { /// n.
 pub n: Option<S486> }
/// S486.
pub struct S486 { /// n.
 pub n: Option<S487> }
/// S487.
pub struct S487 { /// n.
 pub n: Option<S488> }
/// S488.
pub struct S488 { /// n.
 pub n: Option<S489> }
/// S489.
pub struct S489 { /// n.
 pub n: Option<S490> }
/// S490.
pub struct S490 { /// n.
 pub n: Option<S491> }
/// S491.
pub struct S491 { /// n.
 pub n: Option<S492> }
/// S492.
pub struct S492 { /// n.
 pub n: Option<S493> }
/// S493.
pub struct S493 { /// n.
 pub n: Option<S494> }
/// S494.
pub struct S494 { /// n.
 pub n: Option<S495> }
/// S495.
pub struct S495 { /// n.
 pub n: Option<S496> }
/// S496.
pub struct S496 { /// n.
 pub n: Option<S497> }
/// S497.
pub struct S497 { /// n.
 pub n: Option<S498> }
/// S498.
pub struct S498 { /// n.
 pub n: Option<S499> }
/// S499.
pub struct S499 { /// n.
 pub n: Option<S500> }
/// S500.
pub struct S500 { /// n.
 pub n: Option<S501> }
/// S501.
pub struct S501 { /// n.
 pub n: Option<S502> }
/// S502.
pub struct S502 { /// n.
 pub n: Option<S503> }
/// S503.
pub struct S503 { /// n.
 pub n: Option<S504> }
/// S504.
pub struct S504 { /// n.
 pub n: Option<S505> }
/// S505.
pub struct S505 { /// n.
 pub n: Option<S506> }
/// S506.
pub struct S506 { /// n.
 pub n: Option<S507> }
/// S507.
pub struct S507 { /// n.
 pub n: Option<S508> }
/// S508.
pub struct S508 { /// n.
 pub n: Option<S509> }
/// S509.
pub struct S509 { /// n.
 pub n: Option<S510> }
/// S510.
pub struct S510 { /// n.
 pub n: Option<S511> }
/// S511.
pub struct S511 { /// n.
 pub n: Option<S512> }
/// S512.
pub struct S512 { /// n.
 pub n: Option<S513> }
/// S513.
pub struct S513 { /// n.
 pub n: Option<S514> }
/// S514.
pub struct S514 { /// n.
 pub n: Option<S515> }
/// S515.
pub struct S515 { /// n.
 pub n: Option<S516> }
/// S516.
pub struct S516 { /// n.
 pub n: Option<S517> }
/// S517.
pub struct S517 { /// n.
 pub n: Option<S518> }
/// S518.
pub struct S518 { /// n.
 pub n: Option<S519> }
/// S519.
pub struct S519 { /// n.
 pub n: Option<S520> }
/// S520.
pub struct S520 { /// n.
 pub n: Option<S521> }
/// S521.
pub struct S521 { /// n.
 pub n: Option<S522> }
/// S522.
pub struct S522 { /// n.
 pub n: Option<S523> }
/// S523.
pub struct S523 { /// n.
 pub n: Option<S524> }
/// S524.
pub struct S524 { /// n.
 pub n: Option<S525> }
/// S525.
pub struct S525 { /// n.
 pub n: Option<S526> }
/// S526.
pub struct S526 { /// n.
 pub n: Option<S527> }
/// S527.
pub struct S527 { /// n.
 pub n: Option<S528> }
/// S528.
pub struct S528 { /// n.
 pub n: Option<S529> }
/// S529.
pub struct S529 { /// n.
 pub n: Option<S530> }
/// S530.
pub struct S530 { /// n.
 pub n: Option<S531> }
/// S531.
pub struct S531 { /// n.
 pub n: Option<S532> }
/// S532.
pub struct S532 { /// n.
 pub n: Option<S533> }
/// S533.
pub struct S533 { /// n.
 pub n: Option<S534> }
/// S534.
pub struct S534 { /// n.
 pub n: Option<S535> }
/// S535.
pub struct S535 { /// n.
 pub n: Option<S536> }
/// S536.
pub struct S536 { /// n.
 pub n: Option<S537> }
/// S537.
pub struct S537 { /// n.
 pub n: Option<S538> }
/// S538.
pub struct S538 { /// n.
 pub n: Option<S539> }
/// S539.
pub struct S539 { /// n.
 pub n: Option<S540> }
/// S540.
pub struct S540 { /// n.
 pub n: Option<S541> }
/// S541.
pub struct S541 { /// n.
 pub n: Option<S542> }
/// S542.
pub struct S542 { /// n.
 pub n: Option<S543> }
/// S543.
pub struct S543 { /// n.
 pub n: Option<S544> }
/// S544.
pub struct S544 { /// n.
 pub n: Option<S545> }
/// S545.
pub struct S545 { /// n.
 pub n: Option<S546> }
/// S546.
pub struct S546 { /// n.
 pub n: Option<S547> }
/// S547.
pub struct S547 { /// n.
 pub n: Option<S548> }
/// S548.
pub struct S548 { /// n.
 pub n: Option<S549> }
/// S549.
pub struct S549 { /// n.
 pub n: Option<S550> }
/// S550.
pub struct S550 { /// n.
 pub n: Option<S551> }
/// S551.
pub struct S551 { /// n.
 pub n: Option<S552> }
/// S552.
pub struct S552 { /// n.
 pub n: Option<S553> }
/// S553.
pub struct S553 { /// n.
 pub n: Option<S554> }
/// S554.
pub struct S554 { /// n.
 pub n: Option<S555> }
/// S555.
pub struct S555 { /// n.
 pub n: Option<S556> }
/// S556.
pub struct S556 { /// n.
 pub n: Option<S557> }
/// S557.
pub struct S557 { /// n.
 pub n: Option<S558> }
/// S558.
pub struct S558 { /// n.
 pub n: Option<S559> }
/// S559.
pub struct S559 { /// n.
 pub n: Option<S560> }
/// S560.
pub struct S560 { /// n.
 pub n: Option<S561> }
/// S561.
pub struct S561 { /// n.
 pub n: Option<S562> }
/// S562.
pub struct S562 { /// n.
 pub n: Option<S563> }
/// S563.
pub struct S563 { /// n.
 pub n: Option<S564> }
/// S564.
pub struct S564 { /// n.
 pub n: Option<S565> }
/// S565.
pub struct S565 { /// n.
 pub n: Option<S566> }
/// S566.
pub struct S566 { /// n.
 pub n: Option<S567> }
/// S567.
pub struct S567 { /// n.
 pub n: Option<S568> }
/// S568.
pub struct S568 { /// n.
 pub n: Option<S569> }
/// S569.
pub struct S569 { /// n.
 pub n: Option<S570> }
/// S570.
pub struct S570 { /// n.
 pub n: Option<S571> }
/// S571.
pub struct S571 { /// n.
 pub n: Option<S572> }
/// S572.
pub struct S572 { /// n.
 pub n: Option<S573> }
/// S573.
pub struct S573 { /// n.
 pub n: Option<S574> }
/// S574.
pub struct S574 { /// n.
 pub n: Option<S575> }
/// S575.
pub struct S575 { /// n.
 pub n: Option<S576> }
/// S576.
pub struct S576 { /// n.
 pub n: Option<S577> }
/// S577.
pub struct S577 { /// n.
 pub n: Option<S578> }
/// S578.
pub struct S578 { /// n.
 pub n: Option<S579> }
/// S579.
pub struct S579 { /// n.
 pub n: Option<S580> }
/// S580.
pub struct S580 { /// n.
 pub n: Option<S581> }
/// S581.
pub struct S581 { /// n.
 pub n: Option<S582> }
/// S582.
pub struct S582 { /// n.
 pub n: Option<S583> }
/// S583.
pub struct S583 { /// n.
 pub n: Option<S584> }
/// S584.
pub struct S584 { /// n.
 pub n: Option<S585> }
/// S585.
pub struct S585 { /// n.
 pub n: Option<S586> }
/// S586.
pub struct S586 { /// n.
 pub n: Option<S587> }
/// S587.
pub struct S587 { /// n.
 pub n: Option<S588> }
/// S588.
pub struct S588 { /// n.
 pub n: Option<S589> }
/// S589.
pub struct S589 { /// n.
 pub n: Option<S590> }
/// S590.
pub struct S590 { /// n.
 pub n: Option<S591> }
/// S591.
pub struct S591 { /// n.
 pub n: Option<S592> }
/// S592.
pub struct S592 { /// n.
 pub n: Option<S593> }
/// S593.
pub struct S593 { /// n.
 pub n: Option<S594> }
/// S594.
pub struct S594 { /// n.
 pub n: Option<S595> }
/// S595.
pub struct S595 { /// n.
 pub n: Option<S596> }
/// S596.
pub struct S596 { /// n.
 pub n: Option<S597> }
/// S597.
pub struct S597 { /// n.
 pub n: Option<S598> }
/// S598.
pub struct S598 { /// n.
 pub n: Option<S599> }
/// S599.
pub struct S599 { /// n.
 pub n: Option<S600> }
/// S600.
pub struct S600 { /// n.
 pub n: Option<S601> }
/// S601.
pub struct S601 { /// n.
 pub n: Option<S602> }
/// S602.
pub struct S602 { /// n.
 pub n: Option<S603> }
/// S603.
pub struct S603 { /// n.
 pub n: Option<S604> }
/// S604.
pub struct S604 { /// n.
 pub n: Option<S605> }
/// S605.
pub struct S605 { /// n.
 pub n: Option<S606> }
/// S606.
pub struct S606 { /// n.
 pub n: Option<S607> }
/// S607.
pub struct S607 { /// n.
 pub n: Option<S608> }
/// S608.
pub struct S608 { /// n.
 pub n: Option<S609> }
/// S609.
pub struct S609 { /// n.
 pub n: Option<S610> }
/// S610.
pub struct S610 { /// n.
 pub n: Option<S611> }
/// S611.
pub struct S611 { /// n.
 pub n: Option<S612> }
/// S612.
pub struct S612 { /// n.
 pub n: Option<S613> }
/// S613.
pub struct S613 { /// n.
 pub n: Option<S614> }
/// S614.
pub struct S614 { /// n.
 pub n: Option<S615> }
/// S615.
pub struct S615 { /// n.
 pub n: Option<S616> }
/// S616.
pub struct S616 { /// n.
 pub n: Option<S617> }
/// S617.
pub struct S617 { /// n.
 pub n: Option<S618> }
/// S618.
pub struct S618 { /// n.
 pub n: Option<S619> }
/// S619.
pub struct S619 { /// n.
 pub n: Option<S620> }
/// S620.
pub struct S620 { /// n.
 pub n: Option<S621> }
/// S621.
pub struct S621 { /// n.
 pub n: Option<S622> }
/// S622.
pub struct S622 { /// n.
 pub n: Option<S623> }
/// S623.
pub struct S623 { /// n.
 pub n: Option<S624> }
/// S624.
pub struct S624 { /// n.
 pub n: Option<S625> }
/// S625.
pub struct S625 { /// n.
 pub n: Option<S626> }
/// S626.
pub struct S626 { /// n.
 pub n: Option<S627> }
/// S627.
pub struct S627 { /// n.
 pub n: Option<S628> }
/// S628.
pub struct S628 { /// n.
 pub n: Option<S629> }
/// S629.
pub struct S629 { /// n.
 pub n: Option<S630> }
/// S630.
pub struct S630 { /// n.
 pub n: Option<S631> }
/// S631.
pub struct S631 { /// n.
 pub n: Option<S632> }
/// S632.
pub struct S632 { /// n.
 pub n: Option<S633> }
/// S633.
pub struct S633 { /// n.
 pub n: Option<S634> }
/// S634.
pub struct S634 { /// n.
 pub n: Option<S635> }
/// S635.
pub struct S635 { /// n.
 pub n: Option<S636> }
/// S636.
pub struct S636 { /// n.
 pub n: Option<S637> }
/// S637.
pub struct S637 { /// n.
 pub n: Option<S638> }
/// S638.
pub struct S638 { /// n.
 pub n: Option<S639> }
/// S639.
pub struct S639 { /// n.
 pub n: Option<S640> }
/// S640.
pub struct S640 { /// n.
 pub n: Option<S641> }
/// S641.
pub struct S641 { /// n.
 pub n: Option<S642> }
/// S642.
pub struct S642 { /// n.
 pub n: Option<S643> }
/// S643.
pub struct S643 { /// n.
 pub n: Option<S644> }
/// S644.
pub struct S644 { /// n.
 pub n: Option<S645> }
/// S645.
pub struct S645 { /// n.
 pub n: Option<S646> }
/// S646.
pub struct S646 { /// n.
 pub n: Option<S647> }
/// S647.
pub struct S647 { /// n.
 pub n: Option<S648> }
/// S648.
pub struct S648 { /// n.
 pub n: Option<S649> }
/// S649.
pub struct S649 { /// n.
 pub n: Option<S650> }
/// S650.
pub struct S650 { /// n.
 pub n: Option<S651> }
/// S651.
pub struct S651 { /// n.
 pub n: Option<S652> }
/// S652.
pub struct S652 { /// n.
 pub n: Option<S653> }
/// S653.
pub struct S653 { /// n.
 pub n: Option<S654> }
/// S654.
pub struct S654 { /// n.
 pub n: Option<S655> }
/// S655.
pub struct S655 { /// n.
 pub n: Option<S656> }
/// S656.
pub struct S656 { /// n.
 pub n: Option<S657> }
/// S657.
pub struct S657 { /// n.
 pub n: Option<S658> }
/// S658.
pub struct S658 { /// n.
 pub n: Option<S659> }
/// S659.
pub struct S659 { /// n.
 pub n: Option<S660> }
/// S660.
pub struct S660 { /// n.
 pub n: Option<S661> }
/// S661.
pub struct S661 { /// n.
 pub n: Option<S662> }
/// S662.
pub struct S662 { /// n.
 pub n: Option<S663> }
/// S663.
pub struct S663 { /// n.
 pub n: Option<S664> }
/// S664.
pub struct S664 { /// n.
 pub n: Option<S665> }
/// S665.
pub struct S665 { /// n.
 pub n: Option<S666> }
/// S666.
pub struct S666 { /// n.
 pub n: Option<S667> }
/// S667.
pub struct S667 { /// n.
 pub n: Option<S668> }
/// S668.
pub struct S668 { /// n.
 pub n: Option<S669> }
/// S669.
pub struct S669 { /// n.
 pub n: Option<S670> }
/// S670.
pub struct S670 { /// n.
 pub n: Option<S671> }
/// S671.
pub struct S671 { /// n.
 pub n: Option<S672> }
/// S672.
pub struct S672 { /// n.
 pub n: Option<S673> }
/// S673.
pub struct S673 { /// n.
 pub n: Option<S674> }
/// S674.
pub struct S674 { /// n.
 pub n: Option<S675> }
/// S675.
pub struct S675 { /// n.
 pub n: Option<S676> }
/// S676.
pub struct S676 { /// n.
 pub n: Option<S677> }
/// S677.
pub struct S677 { /// n.
 pub n: Option<S678> }
/// S678.
pub struct S678 { /// n.
 pub n: Option<S679> }
/// S679.
pub struct S679 { /// n.
 pub n: Option<S680> }
/// S680.
pub struct S680 { /// n.
 pub n: Option<S681> }
/// S681.
pub struct S681 { /// n.
 pub n: Option<S682> }
/// S682.
pub struct S682 { /// n.
 pub n: Option<S683> }
/// S683.
pub struct S683 { /// n.
 pub n: Option<S684> }
/// S684.
pub struct S684 { /// n.
 pub n: Option<S685> }
/// S685.
pub struct S685 { /// n.
 pub n: Option<S686> }
/// S686.
pub struct S686 { /// n.
 pub n: Option<S687> }
/// S687.
pub struct S687 { /// n.
 pub n: Option<S688> }
/// S688.
pub struct S688 { /// n.
 pub n: Option<S689> }
/// S689.
pub struct S689 { /// n.
 pub n: Option<S690> }
/// S690.
pub struct S690 { /// n.
 pub n: Option<S691> }
/// S691.
pub struct S691 { /// n.
 pub n: Option<S692> }
/// S692.
pub struct S692 { /// n.
 pub n: Option<S693> }
/// S693.
pub struct S693 { /// n.
 pub n: Option<S694> }
/// S694.
pub struct S694 { /// n.
 pub n: Option<S695> }
/// S695.
pub struct S695 { /// n.
 pub n: Option<S696> }
/// S696.
pub struct S696 { /// n.
 pub n: Option<S697> }
/// S697.
pub struct S697 { /// n.
 pub n: Option<S698> }
/// S698.
pub struct S698 { /// n.
 pub n: Option<S699> }
/// S699.
pub struct S699 { /// n.
 pub n: Option<S700> }
/// S700.
pub struct S700 { /// n.
 pub n: Option<S701> }
/// S701.
pub struct S701 { /// n.
 pub n: Option<S702> }
/// S702.
pub struct S702 { /// n.
 pub n: Option<S703> }
/// S703.
pub struct S703 { /// n.
 pub n: Option<S704> }
/// S704.
pub struct S704 { /// n.
 pub n: Option<S705> }
/// S705.
pub struct S705 { /// n.
 pub n: Option<S706> }
/// S706.
pub struct S706 { /// n.
 pub n: Option<S707> }
/// S707.
pub struct S707 { /// n.
 pub n: Option<S708> }
/// S708.
pub struct S708 { /// n.
 pub n: Option<S709> }
/// S709.
pub struct S709 { /// n.
 pub n: Option<S710> }
/// S710.
pub struct S710 { /// n.
 pub n: Option<S711> }
/// S711.
pub struct S711 { /// n.
 pub n: Option<S712> }
/// S712.
pub struct S712 { /// n.
 pub n: Option<S713> }
/// S713.
pub struct S713 { /// n.
 pub n: Option<S714> }
/// S714.
pub struct S714 { /// n.
 pub n: Option<S715> }
/// S715.
pub struct S715 { /// n.
 pub n: Option<S716> }
/// S716.
pub struct S716 { /// n.
 pub n: Option<S717> }
/// S717.
pub struct S717 { /// n.
 pub n: Option<S718> }
/// S718.
pub struct S718 { /// n.
 pub n: Option<S719> }
/// S719.
pub struct S719 { /// n.
 pub n: Option<S720> }
/// S720.
pub struct S720 { /// n.
 pub n: Option<S721> }
/// S721.
pub struct S721 { /// n.
 pub n: Option<S722> }
/// S722.
pub struct S722 { /// n.
 pub n: Option<S723> }
/// S723.
pub struct S723 { /// n.
 pub n: Option<S724> }
/// S724.
pub struct S724 { /// n.
 pub n: Option<S725> }
/// S725.
pub struct S725 { /// n.
 pub n: Option<S726> }
/// S726.
pub struct S726 { /// n.
 pub n: Option<S727> }
/// S727.
pub struct S727 { /// n.
 pub n: Option<S728> }
/// S728.
pub struct S728 { /// n.
 pub n: Option<S729> }
/// S729.
pub struct S729 { /// n.
 pub n: Option<S730> }
/// S730.
pub struct S730 { /// n.
 pub n: Option<S731> }
/// S731.
pub struct S731 { /// n.
 pub n: Option<S732> }
/// S732.
pub struct S732 { /// n.
 pub n: Option<S733> }
/// S733.
pub struct S733 { /// n.
 pub n: Option<S734> }
/// S734.
pub struct S734 { /// n.
 pub n: Option<S735> }
/// S735.
pub struct S735 { /// n.
 pub n: Option<S736> }
/// S736.
pub struct S736 { /// n.
 pub n: Option<S737> }
/// S737.
pub struct S737 { /// n.
 pub n: Option<S738> }
/// S738.
pub struct S738 { /// n.
 pub n: Option<S739> }
/// S739.
pub struct S739 { /// n.
 pub n: Option<S740> }
/// S740.
pub struct S740 { /// n.
 pub n: Option<S741> }
/// S741.
pub struct S741 { /// n.
 pub n: Option<S742> }
/// S742.
pub struct S742 { /// n.
 pub n: Option<S743> }
/// S743.
pub struct S743 { /// n.
 pub n: Option<S744> }
/// S744.
pub struct S744 { /// n.
 pub n: Option<S745> }
/// S745.
pub struct S745 { /// n.
 pub n: Option<S746> }
/// S746.
pub struct S746 { /// n.
 pub n: Option<S747> }
/// S747.
pub struct S747 { /// n.
 pub n: Option<S748> }
/// S748.
pub struct S748 { /// n.
 pub n: Option<S749> }
/// S749.
pub struct S749 { /// n.
 pub n: Option<S750> }
/// S750.
pub struct S750 { /// n.
 pub n: Option<S751> }
/// S751.
pub struct S751 { /// n.
 pub n: Option<S752> }
/// S752.
pub struct S752 { /// n.
 pub n: Option<S753> }
/// S753.
pub struct S753 { /// n.
 pub n: Option<S754> }
/// S754.
pub struct S754 { /// n.
 pub n: Option<S755> }
/// S755.
pub struct S755 { /// n.
 pub n: Option<S756> }
/// S756.
pub struct S756 { /// n.
 pub n: Option<S757> }
/// S757.
pub struct S757 { /// n.
 pub n: Option<S758> }
/// S758.
pub struct S758 { /// n.
 pub n: Option<S759> }
/// S759.
pub struct S759 { /// n.
 pub n: Option<S760> }
/// S760.
pub struct S760 { /// n.
 pub n: Option<S761> }
/// S761.
pub struct S761 { /// n.
 pub n: Option<S762> }
/// S762.
pub struct S762 { /// n.
 pub n: Option<S763> }
/// S763.
pub struct S763 { /// n.
 pub n: Option<S764> }
/// S764.
pub struct S764 { /// n.
 pub n: Option<S765> }
/// S765.
pub struct S765 { /// n.
 pub n: Option<S766> }
/// S766.
pub struct S766 { /// n.
 pub n: Option<S767> }
/// S767.
pub struct S767 { /// n.
 pub n: Option<S768> }
/// S768.
pub struct S768 { /// n.
 pub n: Option<S769> }
/// S769.
pub struct S769 { /// n.
 pub n: Option<S770> }
/// S770.
pub struct S770 { /// n.
 pub n: Option<S771> }
/// S771.
pub struct S771 { /// n.
 pub n: Option<S772> }
/// S772.
pub struct S772 { /// n.
 pub n: Option<S773> }
/// S773.
pub struct S773 { /// n.
 pub n: Option<S774> }
/// S774.
pub struct S774 { /// n.
 pub n: Option<S775> }
/// S775.
pub struct S775 { /// n.
 pub n: Option<S776> }
/// S776.
pub struct S776 { /// n.
 pub n: Option<S777> }
/// S777.
pub struct S777 { /// n.
 pub n: Option<S778> }
/// S778.
pub struct S778 { /// n.
 pub n: Option<S779> }
/// S779.
pub struct S779 { /// n.
 pub n: Option<S780> }
/// S780.
pub struct S780 { /// n.
 pub n: Option<S781> }
/// S781.
pub struct S781 { /// n.
 pub n: Option<S782> }
/// S782.
pub struct S782 { /// n.
 pub n: Option<S783> }
/// S783.
pub struct S783 { /// n.
 pub n: Option<S784> }
/// S784.
pub struct S784 { /// n.
 pub n: Option<S785> }
/// S785.
pub struct S785 { /// n.
 pub n: Option<S786> }
/// S786.
pub struct S786 { /// n.
 pub n: Option<S787> }
/// S787.
pub struct S787 { /// n.
 pub n: Option<S788> }
/// S788.
pub struct S788 { /// n.
 pub n: Option<S789> }
/// S789.
pub struct S789 { /// n.
 pub n: Option<S790> }
/// S790.
pub struct S790 { /// n.
 pub n: Option<S791> }
/// S791.
pub struct S791 { /// n.
 pub n: Option<S792> }
/// S792.
pub struct S792 { /// n.
 pub n: Option<S793> }
/// S793.
pub struct S793 { /// n.
 pub n: Option<S794> }
/// S794.
pub struct S794 { /// n.
 pub n: Option<S795> }
/// S795.
pub struct S795 { /// n.
 pub n: Option<S796> }
/// S796.
pub struct S796 { /// n.
 pub n: Option<S797> }
/// S797.
pub struct S797 { /// n.
 pub n: Option<S798> }
/// S798.
pub struct S798 { /// n.
 pub n: Option<S799> }
/// S799.
pub struct S799 { /// n.
 pub n: Option<S800> }
/// S800.
pub struct S800 { /// n.
 pub n: Option<S801> }
/// S801.
pub struct S801 { /// n.
 pub n: Option<S802> }
/// S802.
pub struct S802 { /// n.
 pub n: Option<S803> }
/// S803.
pub struct S803 { /// n.
 pub n: Option<S804> }
/// S804.
pub struct S804 { /// n.
 pub n: Option<S805> }
/// S805.
pub struct S805 { /// n.
 pub n: Option<S806> }
/// S806.
pub struct S806 { /// n.
 pub n: Option<S807> }
/// S807.
pub struct S807 { /// n.
 pub n: Option<S808> }
/// S808.
pub struct S808 { /// n.
 pub n: Option<S809> }
/// S809.
pub struct S809 { /// n.
 pub n: Option<S810> }
/// S810.
pub struct S810 { /// n.
 pub n: Option<S811> }
/// S811.
pub struct S811 { /// n.
 pub n: Option<S812> }
/// S812.
pub struct S812 { /// n.
 pub n: Option<S813> }
/// S813.
pub struct S813 { /// n.
 pub n: Option<S814> }
/// S814.
pub struct S814 { /// n.
 pub n: Option<S815> }
/// S815.
pub struct S815 { /// n.
 pub n: Option<S816> }
/// S816.
pub struct S816 { /// n.
 pub n: Option<S817> }
/// S817.
pub struct S817 { /// n.
 pub n: Option<S818> }
/// S818.
pub struct S818 { /// n.
 pub n: Option<S819> }
/// S819.
pub struct S819 { /// n.
 pub n: Option<S820> }
/// S820.
pub struct S820 { /// n.
 pub n: Option<S821> }
/// S821.
pub struct S821 { /// n.
 pub n: Option<S822> }
/// S822.
pub struct S822 { /// n.
 pub n: Option<S823> }
/// S823.
pub struct S823 { /// n.
 pub n: Option<S824> }
/// S824.
pub struct S824 { /// n.
 pub n: Option<S825> }
/// S825.
pub struct S825 { /// n.
 pub n: Option<S826> }
/// S826.
pub struct S826 { /// n.
 pub n: Option<S827> }
/// S827.
pub struct S827 { /// n.
 pub n: Option<S828> }
/// S828.
pub struct S828 { /// n.
 pub n: Option<S829> }
/// S829.
pub struct S829 { /// n.
 pub n: Option<S830> }
/// S830.
pub struct S830 { /// n.
 pub n: Option<S831> }
/// S831.
pub struct S831 { /// n.
 pub n: Option<S832> }
/// S832.
pub struct S832 { /// n.
 pub n: Option<S833> }
/// S833.
pub struct S833 { /// n.
 pub n: Option<S834> }
/// S834.
pub struct S834 { /// n.
 pub n: Option<S835> }
/// S835.
pub struct S835 { /// n.
 pub n: Option<S836> }
/// S836.
pub struct S836 { /// n.
 pub n: Option<S837> }
/// S837.
pub struct S837 { /// n.
 pub n: Option<S838> }
/// S838.
pub struct S838 { /// n.
 pub n: Option<S839> }
/// S839.
pub struct S839 { /// n.
 pub n: Option<S840> }
/// S840.
pub struct S840 { /// n.
 pub n: Option<S841> }
/// S841.
pub struct S841 { /// n.
 pub n: Option<S842> }
/// S842.
pub struct S842 { /// n.
 pub n: Option<S843> }
/// S843.
pub struct S843 { /// n.
 pub n: Option<S844> }
/// S844.
pub struct S844 { /// n.
 pub n: Option<S845> }
/// S845.
pub struct S845 { /// n.
 pub n: Option<S846> }
/// S846.
pub struct S846 { /// n.
 pub n: Option<S847> }
/// S847.
pub struct S847 { /// n.
 pub n: Option<S848> }
/// S848.
pub struct S848 { /// n.
 pub n: Option<S849> }
/// S849.
pub struct S849 { /// n.
 pub n: Option<S850> }
/// S850.
pub struct S850 { /// n.
 pub n: Option<S851> }
/// S851.
pub struct S851 { /// n.
 pub n: Option<S852> }
/// S852.
pub struct S852 { /// n.
 pub n: Option<S853> }
/// S853.
pub struct S853 { /// n.
 pub n: Option<S854> }
/// S854.
pub struct S854 { /// n.
 pub n: Option<S855> }
/// S855.
pub struct S855 { /// n.
 pub n: Option<S856> }
/// S856.
pub struct S856 { /// n.
 pub n: Option<S857> }
/// S857.
pub struct S857 { /// n.
 pub n: Option<S858> }
/// S858.
pub struct S858 { /// n.
 pub n: Option<S859> }
/// S859.
pub struct S859 { /// n.
 pub n: Option<S860> }
/// S860.
pub struct S860 { /// n.
 pub n: Option<S861> }
/// S861.
pub struct S861 { /// n.
 pub n: Option<S862> }
/// S862.
pub struct S862 { /// n.
 pub n: Option<S863> }
/// S863.
pub struct S863 { /// n.
 pub n: Option<S864> }
/// S864.
pub struct S864 { /// n.
 pub n: Option<S865> }
/// S865.
pub struct S865 { /// n.
 pub n: Option<S866> }
/// S866.
pub struct S866 { /// n.
 pub n: Option<S867> }
/// S867.
pub struct S867 { /// n.
 pub n: Option<S868> }
/// S868.
pub struct S868 { /// n.
 pub n: Option<S869> }
/// S869.
pub struct S869 { /// n.
 pub n: Option<S870> }
/// S870.
pub struct S870 { /// n.
 pub n: Option<S871> }
/// S871.
pub struct S871 { /// n.
 pub n: Option<S872> }
/// S872.
pub struct S872 { /// n.
 pub n: Option<S873> }
/// S873.
pub struct S873 { /// n.
 pub n: Option<S874> }
/// S874.
pub struct S874 { /// n.
 pub n: Option<S875> }
/// S875.
pub struct S875 { /// n.
 pub n: Option<S876> }
/// S876.
pub struct S876 { /// n.
 pub n: Option<S877> }
/// S877.
pub struct S877 { /// n.
 pub n: Option<S878> }
/// S878.
pub struct S878 { /// n.
 pub n: Option<S879> }
/// S879.
pub struct S879 { /// n.
 pub n: Option<S880> }
/// S880.
pub struct S880 { /// n.
 pub n: Option<S881> }
/// S881.
pub struct S881 { /// n.
 pub n: Option<S882> }
/// S882.
pub struct S882 { /// n.
 pub n: Option<S883> }
/// S883.
pub struct S883 { /// n.
 pub n: Option<S884> }
/// S884.
pub struct S884 { /// n.
 pub n: Option<S885> }
/// S885.
pub struct S885 { /// n.
 pub n: Option<S886> }
/// S886.
pub struct S886 { /// n.
 pub n: Option<S887> }
/// S887.
pub struct S887 { /// n.
 pub n: Option<S888> }
/// S888.
pub struct S888 { /// n.
 pub n: Option<S889> }
/// S889.
pub struct S889 { /// n.
 pub n: Option<S890> }
/// S890.
pub struct S890 { /// n.
 pub n: Option<S891> }
/// S891.
pub struct S891 { /// n.
 pub n: Option<S892> }
/// S892.
pub struct S892 { /// n.
 pub n: Option<S893> }
/// S893.
pub struct S893 { /// n.
 pub n: Option<S894> }
/// S894.
pub struct S894 { /// n.
 pub n: Option<S895> }
/// S895.
pub struct S895 { /// n.
 pub n: Option<S896> }
/// S896.
pub struct S896 { /// n.
 pub n: Option<S897> }
/// S897.
pub struct S897 { /// n.
 pub n: Option<S898> }
/// S898.
pub struct S898 { /// n.
 pub n: Option<S899> }
/// S899.
pub struct S899 { /// n.
 pub n: Option<S900> }
/// S900.
pub struct S900 { /// n.
 pub n: Option<S901> }
/// S901.
pub struct S901 { /// n.
 pub n: Option<S902> }
/// S902.
pub struct S902 { /// n.
 pub n: Option<S903> }
/// S903.
pub struct S903 { /// n.
 pub n: Option<S904> }
/// S904.
pub struct S904 { /// n.
 pub n: Option<S905> }
/// S905.
pub struct S905 { /// n.
 pub n: Option<S906> }
/// S906.
pub struct S906 { /// n.
 pub n: Option<S907> }
/// S907.
pub struct S907 { /// n.
 pub n: Option<S908> }
/// S908.
pub struct S908 { /// n.
 pub n: Option<S909> }
/// S909.
pub struct S909 { /// n.
 pub n: Option<S910> }
/// S910.
pub struct S910 { /// n.
 pub n: Option<S911> }
/// S911.
pub struct S911 { /// n.
 pub n: Option<S912> }
/// S912.
pub struct S912 { /// n.
 pub n: Option<S913> }
/// S913.
pub struct S913 { /// n.
 pub n: Option<S914> }
/// S914.
pub struct S914 { /// n.
 pub n: Option<S915> }
/// S915.
pub struct S915 { /// n.
 pub n: Option<S916> }
/// S916.
pub struct S916 { /// n.
 pub n: Option<S917> }
/// S917.
pub struct S917 { /// n.
 pub n: Option<S918> }
/// S918.
pub struct S918 { /// n.
 pub n: Option<S919> }
/// S919.
pub struct S919 { /// n.
 pub n: Option<S920> }
/// S920.
pub struct S920 { /// n.
 pub n: Option<S921> }
/// S921.
pub struct S921 { /// n.
 pub n: Option<S922> }
/// S922.
pub struct S922 { /// n.
 pub n: Option<S923> }
/// S923.
pub struct S923 { /// n.
 pub n: Option<S924> }
/// S924.
pub struct S924 { /// n.
 pub n: Option<S925> }
/// S925.
pub struct S925 { /// n.
 pub n: Option<S926> }
/// S926.
pub struct S926 { /// n.
 pub n: Option<S927> }
/// S927.
pub struct S927 { /// n.
 pub n: Option<S928> }
/// S928.
pub struct S928 { /// n.
 pub n: Option<S929> }
/// S929.
pub struct S929 { /// n.
 pub n: Option<S930> }
/// S930.
pub struct S930 { /// n.
 pub n: Option<S931> }
/// S931.
pub struct S931 { /// n.
 pub n: Option<S932> }
/// S932.
pub struct S932 { /// n.
 pub n: Option<S933> }
/// S933.
pub struct S933 { /// n.
 pub n: Option<S934> }
/// S934.
pub struct S934 { /// n.
 pub n: Option<S935> }
/// S935.
pub struct S935 { /// n.
 pub n: Option<S936> }
/// S936.
pub struct S936 { /// n.
 pub n: Option<S937> }
/// S937.
pub struct S937 { /// n.
 pub n: Option<S938> }
/// S938.
pub struct S938 { /// n.
 pub n: Option<S939> }
/// S939.
pub struct S939 { /// n.
 pub n: Option<S940> }
/// S940.
pub struct S940 { /// n.
 pub n: Option<S941> }
/// S941.
pub struct S941 { /// n.
 pub n: Option<S942> }
/// S942.
pub struct S942 { /// n.
 pub n: Option<S943> }
/// S943.
pub struct S943 { /// n.
 pub n: Option<S944> }
/// S944.
pub struct S944 { /// n.
 pub n: Option<S945> }
/// S945.
pub struct S945 { /// n.
 pub n: Option<S946> }
/// S946.
pub struct S946 { /// n.
 pub n: Option<S947> }
/// S947.
pub struct S947 { /// n.
 pub n: Option<S948> }
/// S948.
pub struct S948 { /// n.
 pub n: Option<S949> }
/// S949.
pub struct S949 { /// n.
 pub n: Option<S950> }
/// S950.
pub struct S950 { /// n.
 pub n: Option<S951> }
/// S951.
pub struct S951 { /// n.
 pub n: Option<S952> }
/// S952.
pub struct S952 { /// n.
 pub n: Option<S953> }
/// S953.
pub struct S953 { /// n.
 pub n: Option<S954> }
/// S954.
pub struct S954 { /// n.
 pub n: Option<S955> }
/// S955.
pub struct S955 { /// n.
 pub n: Option<S956> }
/// S956.
pub struct S956 { /// n.
 pub n: Option<S957> }
/// S957.
pub struct S957 { /// n.
 pub n: Option<S958> }
/// S958.
pub struct S958 { /// n.
 pub n: Option<S959> }
/// S959.
pub struct S959 { /// n.
 pub n: Option<S960> }
/// S960.
pub struct S960 { /// n.
 pub n: Option<S961> }
/// S961.
pub struct S961 { /// n.
 pub n: Option<S962> }
/// S962.
pub struct S962 { /// n.
 pub n: Option<S963> }
/// S963.
pub struct S963 { /// n.
 pub n: Option<S964> }
/// S964.
pub struct S964 { /// n.
 pub n: Option<S965> }
/// S965.
pub struct S965 { /// n.
 pub n: Option<S966> }
/// S966.
pub struct S966 { /// n.
 pub n: Option<S967> }
/// S967.
pub struct S967 { /// n.
 pub n: Option<S968> }
/// S968.
pub struct S968 { /// n.
 pub n: Option<S969> }
/// S969.
pub struct S969 { /// n.
 pub n: Option<S970> }
/// S970.
pub struct S970 { /// n.
 pub n: Option<S971> }
/// S971.
pub struct S971 { /// n.
 pub n: Option<S972> }
/// S972.
pub struct S972 { /// n.
 pub n: Option<S973> }
/// S973.
pub struct S973 { /// n.
 pub n: Option<S974> }
/// S974.
pub struct S974 { /// n.
 pub n: Option<S975> }
/// S975.
pub struct S975 { /// n.
 pub n: Option<S976> }
/// S976.
pub struct S976 { /// n.
 pub n: Option<S977> }
/// S977.
pub struct S977 { /// n.
 pub n: Option<S978> }
/// S978.
pub struct S978 { /// n.
 pub n: Option<S979> }
/// S979.
pub struct S979 { /// n.
 pub n: Option<S980> }
/// S980.
pub struct S980 { /// n.
 pub n: Option<S981> }
/// S981.
pub struct S981 { /// n.
 pub n: Option<S982> }
/// S982.
pub struct S982 { /// n.
 pub n: Option<S983> }
/// S983.
pub struct S983 { /// n.
 pub n: Option<S984> }
/// S984.
pub struct S984 { /// n.
 pub n: Option<S985> }
/// S985.
pub struct S985 { /// n.
 pub n: Option<S986> }
/// S986.
pub struct S986 { /// n.
 pub n: Option<S987> }
/// S987.
pub struct S987 { /// n.
 pub n: Option<S988> }
/// S988.
pub struct S988 { /// n.
 pub n: Option<S989> }
/// S989.
pub struct S989 { /// n.
 pub n: Option<S990> }
/// S990.
pub struct S990 { /// n.
 pub n: Option<S991> }
/// S991.
pub struct S991 { /// n.
 pub n: Option<S992> }
/// S992.
pub struct S992 { /// n.
 pub n: Option<S993> }
/// S993.
pub struct S993 { /// n.
 pub n: Option<S994> }
/// S994.
pub struct S994 { /// n.
 pub n: Option<S995> }
/// S995.
pub struct S995 { /// n.
 pub n: Option<S996> }
/// S996.
pub struct S996 { /// n.
 pub n: Option<S997> }
/// S997.
pub struct S997 { /// n.
 pub n: Option<S998> }
/// S998.
pub struct S998 { /// n.
 pub n: Option<S999> }
/// S999.
pub struct S999 { /// n.
 pub n: Option<S1000> }
/// S1000.
pub struct S1000 { /// n.
 pub n: Option<S1001> }
/// S1001.
pub struct S1001 { /// n.
 pub n: Option<S1002> }
/// S1002.
pub struct S1002 { /// n.
 pub n: Option<S1003> }
/// S1003.
pub struct S1003 { /// n.
 pub n: Option<S1004> }
/// S1004.
pub struct S1004 { /// n.
 pub n: Option<S1005> }
/// S1005.
pub struct S1005 { /// n.
 pub n: Option<S1006> }
/// S1006.
pub struct S1006 { /// n.
 pub n: Option<S1007> }
/// S1007.
pub struct S1007 { /// n.
 pub n: Option<S1008> }
/// S1008.
pub struct S1008 { /// n.
 pub n: Option<S1009> }
/// S1009.
pub struct S1009 { /// n.
 pub n: Option<S1010> }
/// S1010.
pub struct S1010 { /// n.
 pub n: Option<S1011> }
/// S1011.
pub struct S1011 { /// n.
 pub n: Option<S1012> }
/// S1012.
pub struct S1012 { /// n.
 pub n: Option<S1013> }
/// S1013.
pub struct S1013 { /// n.
 pub n: Option<S1014> }
/// S1014.
pub struct S1014 { /// n.
 pub n: Option<S1015> }
/// S1015.
pub struct S1015 { /// n.
 pub n: Option<S1016> }
/// S1016.
pub struct S1016 { /// n.
 pub n: Option<S1017> }
/// S1017.
pub struct S1017 { /// n.
 pub n: Option<S1018> }
/// S1018.
pub struct S1018 { /// n.
 pub n: Option<S1019> }
/// S1019.
pub struct S1019 { /// n.
 pub n: Option<S1020> }
/// S1020.
pub struct S1020 { /// n.
 pub n: Option<S1021> }
/// S1021.
pub struct S1021 { /// n.
 pub n: Option<S1022> }
/// S1022.
pub struct S1022 { /// n.
 pub n: Option<S1023> }
/// S1023.
pub struct S1023 { /// n.
 pub n: Option<S1024> }
/// S1024.
pub struct S1024 { /// n.
 pub n: Option<S1025> }
/// S1025.
pub struct S1025 { /// n.
 pub n: Option<S1026> }
/// S1026.
pub struct S1026 { /// n.
 pub n: Option<S1027> }
/// S1027.
pub struct S1027 { /// n.
 pub n: Option<S1028> }
/// S1028.
pub struct S1028 { /// n.
 pub n: Option<S1029> }
/// S1029.
pub struct S1029 { /// n.
 pub n: Option<S1030> }
/// S1030.
pub struct S1030 { /// n.
 pub n: Option<S1031> }
/// S1031.
pub struct S1031 { /// n.
 pub n: Option<S1032> }
/// S1032.
pub struct S1032 { /// n.
 pub n: Option<S1033> }
/// S1033.
pub struct S1033 { /// n.
 pub n: Option<S1034> }
/// S1034.
pub struct S1034 { /// n.
 pub n: Option<S1035> }
/// S1035.
pub struct S1035 { /// n.
 pub n: Option<S1036> }
/// S1036.
pub struct S1036 { /// n.
 pub n: Option<S1037> }
/// S1037.
pub struct S1037 { /// n.
 pub n: Option<S1038> }
/// S1038.
pub struct S1038 { /// n.
 pub n: Option<S1039> }
/// S1039.
pub struct S1039 { /// n.
 pub n: Option<S1040> }
/// S1040.
pub struct S1040 { /// n.
 pub n: Option<S1041> }
/// S1041.
pub struct S1041 { /// n.
 pub n: Option<S1042> }
/// S1042.
pub struct S1042 { /// n.
 pub n: Option<S1043> }
/// S1043.
pub struct S1043 { /// n.
 pub n: Option<S1044> }
/// S1044.
pub struct S1044 { /// n.
 pub n: Option<S1045> }
/// S1045.
pub struct S1045 { /// n.
 pub n: Option<S1046> }
/// S1046.
pub struct S1046 { /// n.
 pub n: Option<S1047> }
/// S1047.
pub struct S1047 { /// n.
 pub n: Option<S1048> }
/// S1048.
pub struct S1048 { /// n.
 pub n: Option<S1049> }
/// S1049.
pub struct S1049 { /// n.
 pub n: Option<S1050> }
/// S1050.
pub struct S1050 { /// n.
 pub n: Option<S1051> }
/// S1051.
pub struct S1051 { /// n.
 pub n: Option<S1052> }
/// S1052.
pub struct S1052 { /// n.
 pub n: Option<S1053> }
/// S1053.
pub struct S1053 { /// n.
 pub n: Option<S1054> }
/// S1054.
pub struct S1054 { /// n.
 pub n: Option<S1055> }
/// S1055.
pub struct S1055 { /// n.
 pub n: Option<S1056> }
/// S1056.
pub struct S1056 { /// n.
 pub n: Option<S1057> }
/// S1057.
pub struct S1057 { /// n.
 pub n: Option<S1058> }
/// S1058.
pub struct S1058 { /// n.
 pub n: Option<S1059> }
/// S1059.
pub struct S1059 { /// n.
 pub n: Option<S1060> }
/// S1060.
pub struct S1060 { /// n.
 pub n: Option<S1061> }
/// S1061.
pub struct S1061 { /// n.
 pub n: Option<S1062> }
/// S1062.
pub struct S1062 { /// n.
 pub n: Option<S1063> }
/// S1063.
pub struct S1063 { /// n.
 pub n: Option<S1064> }
/// S1064.
pub struct S1064 { /// n.
 pub n: Option<S1065> }
/// S1065.
pub struct S1065 { /// n.
 pub n: Option<S1066> }
/// S1066.
pub struct S1066 { /// n.
 pub n: Option<S1067> }
/// S1067.
pub struct S1067 { /// n.
 pub n: Option<S1068> }
/// S1068.
pub struct S1068 { /// n.
 pub n: Option<S1069> }
/// S1069.
pub struct S1069 { /// n.
 pub n: Option<S1070> }
/// S1070.
pub struct S1070 { /// n.
 pub n: Option<S1071> }
/// S1071.
pub struct S1071 { /// n.
 pub n: Option<S1072> }
/// S1072.
pub struct S1072 { /// n.
 pub n: Option<S1073> }
/// S1073.
pub struct S1073 { /// n.
 pub n: Option<S1074> }
/// S1074.
pub struct S1074 { /// n.
 pub n: Option<S1075> }
/// S1075.
pub struct S1075 { /// n.
 pub n: Option<S1076> }
/// S1076.
pub struct S1076 { /// n.
 pub n: Option<S1077> }
/// S1077.
pub struct S1077 { /// n.
 pub n: Option<S1078> }
/// S1078.
pub struct S1078 { /// n.
 pub n: Option<S1079> }
/// S1079.
pub struct S1079 { /// n.
 pub n: Option<S1080> }
/// S1080.
pub struct S1080 { /// n.
 pub n: Option<S1081> }
/// S1081.
pub struct S1081 { /// n.
 pub n: Option<S1082> }
/// S1082.
pub struct S1082 { /// n.
 pub n: Option<S1083> }
/// S1083.
pub struct S1083 { /// n.
 pub n: Option<S1084> }
/// S1084.
pub struct S1084 { /// n.
 pub n: Option<S1085> }
/// S1085.
pub struct S1085 { /// n.
 pub n: Option<S1086> }
/// S1086.
pub struct S1086 { /// n.
 pub n: Option<S1087> }
/// S1087.
pub struct S1087 { /// n.
 pub n: Option<S1088> }
/// S1088.
pub struct S1088 { /// n.
 pub n: Option<S1089> }
/// S1089.
pub struct S1089 { /// n.
 pub n: Option<S1090> }
/// S1090.
pub struct S1090 { /// n.
 pub n: Option<S1091> }
/// S1091.
pub struct S1091 { /// n.
 pub n: Option<S1092> }
/// S1092.
pub struct S1092 { /// n.
 pub n: Option<S1093> }
/// S1093.
pub struct S1093 { /// n.
 pub n: Option<S1094> }
/// S1094.
pub struct S1094 { /// n.
 pub n: Option<S1095> }
/// S1095.
pub struct S1095 { /// n.
 pub n: Option<S1096> }
/// S1096.
pub struct S1096 { /// n.
 pub n: Option<S1097> }
/// S1097.
pub struct S1097 { /// n.
 pub n: Option<S1098> }
/// S1098.
pub struct S1098 { /// n.
 pub n: Option<S1099> }
/// S1099.
pub struct S1099 { /// n.
 pub n: Option<S1100> }
/// S1100.
pub struct S1100 { /// n.
 pub n: Option<S1101> }
/// S1101.
pub struct S1101 { /// n.
 pub n: Option<S1102> }
/// S1102.
pub struct S1102 { /// n.
 pub n: Option<S1103> }
/// S1103.
pub struct S1103 { /// n.
 pub n: Option<S1104> }
/// S1104.
pub struct S1104 { /// n.
 pub n: Option<S1105> }
/// S1105.
pub struct S1105 { /// n.
 pub n: Option<S1106> }
/// S1106.
pub struct S1106 { /// n.
 pub n: Option<S1107> }
/// S1107.
pub struct S1107 { /// n.
 pub n: Option<S1108> }
/// S1108.
pub struct S1108 { /// n.
 pub n: Option<S1109> }
/// S1109.
pub struct S1109 { /// n.
 pub n: Option<S1110> }
/// S1110.
pub struct S1110 { /// n.
 pub n: Option<S1111> }
/// S1111.
pub struct S1111 { /// n.
 pub n: Option<S1112> }
/// S1112.
pub struct S1112 { /// n.
 pub n: Option<S1113> }
/// S1113.
pub struct S1113 { /// n.
 pub n: Option<S1114> }
/// S1114.
pub struct S1114 { /// n.
 pub n: Option<S1115> }
/// S1115.
pub struct S1115 { /// n.
 pub n: Option<S1116> }
/// S1116.
pub struct S1116 { /// n.
 pub n: Option<S1117> }
/// S1117.
pub struct S1117 { /// n.
 pub n: Option<S1118> }
/// S1118.
pub struct S1118 { /// n.
 pub n: Option<S1119> }
/// S1119.
pub struct S1119 { /// n.
 pub n: Option<S1120> }
/// S1120.
pub struct S1120 { /// n.
 pub n: Option<S1121> }
/// S1121.
pub struct S1121 { /// n.
 pub n: Option<S1122> }
/// S1122.
pub struct S1122 { /// n.
 pub n: Option<S1123> }
/// S1123.
pub struct S1123 { /// n.
 pub n: Option<S1124> }
/// S1124.
pub struct S1124 { /// n.
 pub n: Option<S1125> }
/// S1125.
pub struct S1125 { /// n.
 pub n: Option<S1126> }
/// S1126.
pub struct S1126 { /// n.
 pub n: Option<S1127> }
/// S1127.
pub struct S1127 { /// n.
 pub n: Option<S1128> }
/// S1128.
pub struct S1128 { /// n.
 pub n: Option<S1129> }
/// S1129.
pub struct S1129 { /// n.
 pub n: Option<S1130> }
/// S1130.
pub struct S1130 { /// n.
 pub n: Option<S1131> }
/// S1131.
pub struct S1131 { /// n.
 pub n: Option<S1132> }
/// S1132.
pub struct S1132 { /// n.
 pub n: Option<S1133> }
/// S1133.
pub struct S1133 { /// n.
 pub n: Option<S1134> }
/// S1134.
pub struct S1134 { /// n.
 pub n: Option<S1135> }
/// S1135.
pub struct S1135 { /// n.
 pub n: Option<S1136> }
/// S1136.
pub struct S1136 { /// n.
 pub n: Option<S1137> }
/// S1137.
pub struct S1137 { /// n.
 pub n: Option<S1138> }
/// S1138.
pub struct S1138 { /// n.
 pub n: Option<S1139> }
/// S1139.
pub struct S1139 { /// n.
 pub n: Option<S1140> }
/// S1140.
pub struct S1140 { /// n.
 pub n: Option<S1141> }
/// S1141.
pub struct S1141 { /// n.
 pub n: Option<S1142> }
/// S1142.
pub struct S1142 { /// n.
 pub n: Option<S1143> }
/// S1143.
pub struct S1143 { /// n.
 pub n: Option<S1144> }
/// S1144.
pub struct S1144 { /// n.
 pub n: Option<S1145> }
/// S1145.
pub struct S1145 { /// n.
 pub n: Option<S1146> }
/// S1146.
pub struct S1146 { /// n.
 pub n: Option<S1147> }
/// S1147.
pub struct S1147 { /// n.
 pub n: Option<S1148> }
/// S1148.
pub struct S1148 { /// n.
 pub n: Option<S1149> }
/// S1149.
pub struct S1149 { /// n.
 pub n: Option<S1150> }
/// S1150.
pub struct S1150 { /// n.
 pub n: Option<S1151> }
/// S1151.
pub struct S1151 { /// n.
 pub n: Option<S1152> }
/// S1152.
pub struct S1152 { /// n.
 pub n: Option<S1153> }
/// S1153.
pub struct S1153 { /// n.
 pub n: Option<S1154> }
/// S1154.
pub struct S1154 { /// n.
 pub n: Option<S1155> }
/// S1155.
pub struct S1155 { /// n.
 pub n: Option<S1156> }
/// S1156.
pub struct S1156 { /// n.
 pub n: Option<S1157> }
/// S1157.
pub struct S1157 { /// n.
 pub n: Option<S1158> }
/// S1158.
pub struct S1158 { /// n.
 pub n: Option<S1159> }
/// S1159.
pub struct S1159 { /// n.
 pub n: Option<S1160> }
/// S1160.
pub struct S1160 { /// n.
 pub n: Option<S1161> }
/// S1161.
pub struct S1161 { /// n.
 pub n: Option<S1162> }
/// S1162.
pub struct S1162 { /// n.
 pub n: Option<S1163> }
/// S1163.
pub struct S1163 { /// n.
 pub n: Option<S1164> }
/// S1164.
pub struct S1164 { /// n.
 pub n: Option<S1165> }
/// S1165.
pub struct S1165 { /// n.
 pub n: Option<S1166> }
/// S1166.
pub struct S1166 { /// n.
 pub n: Option<S1167> }
/// S1167.
pub struct S1167 { /// n.
 pub n: Option<S1168> }
/// S1168.
pub struct S1168 { /// n.
 pub n: Option<S1169> }
/// S1169.
pub struct S1169 { /// n.
 pub n: Option<S1170> }
/// S1170.
pub struct S1170 { /// n.
 pub n: Option<S1171> }
/// S1171.
pub struct S1171 { /// n.
 pub n: Option<S1172> }
/// S1172.
pub struct S1172 { /// n.
 pub n: Option<S1173> }
/// S1173.
pub struct S1173 { /// n.
 pub n: Option<S1174> }
/// S1174.
pub struct S1174 { /// n.
 pub n: Option<S1175> }
/// S1175.
pub struct S1175 { /// n.
 pub n: Option<S1176> }
/// S1176.
pub struct S1176 { /// n.
 pub n: Option<S1177> }
/// S1177.
pub struct S1177 { /// n.
 pub n: Option<S1178> }
/// S1178.
pub struct S1178 { /// n.
 pub n: Option<S1179> }
/// S1179.
pub struct S1179 { /// n.
 pub n: Option<S1180> }
/// S1180.
pub struct S1180 { /// n.
 pub n: Option<S1181> }
/// S1181.
pub struct S1181 { /// n.
 pub n: Option<S1182> }
/// S1182.
pub struct S1182 { /// n.
 pub n: Option<S1183> }
/// S1183.
pub struct S1183 { /// n.
 pub n: Option<S1184> }
/// S1184.
pub struct S1184 { /// n.
 pub n: Option<S1185> }
/// S1185.
pub struct S1185 { /// n.
 pub n: Option<S1186> }
/// S1186.
pub struct S1186 { /// n.
 pub n: Option<S1187> }
/// S1187.
pub struct S1187 { /// n.
 pub n: Option<S1188> }
/// S1188.
pub struct S1188 { /// n.
 pub n: Option<S1189> }
/// S1189.
pub struct S1189 { /// n.
 pub n: Option<S1190> }
/// S1190.
pub struct S1190 { /// n.
 pub n: Option<S1191> }
/// S1191.
pub struct S1191 { /// n.
 pub n: Option<S1192> }
/// S1192.
pub struct S1192 { /// n.
 pub n: Option<S1193> }
/// S1193.
pub struct S1193 { /// n.
 pub n: Option<S1194> }
/// S1194.
pub struct S1194 { /// n.
 pub n: Option<S1195> }
/// S1195.
pub struct S1195 { /// n.
 pub n: Option<S1196> }
/// S1196.
pub struct S1196 { /// n.
 pub n: Option<S1197> }
/// S1197.
pub struct S1197 { /// n.
 pub n: Option<S1198> }
/// S1198.
pub struct S1198 { /// n.
 pub n: Option<S1199> }
/// S1199.
pub struct S1199 { /// n.
 pub n: Option<S1200> }
/// S1200.
pub struct S1200 { /// n.
 pub n: Option<S1201> }
/// S1201.
pub struct S1201 { /// n.
 pub n: Option<S1202> }
/// S1202.
pub struct S1202 { /// n.
 pub n: Option<S1203> }
/// S1203.
pub struct S1203 { /// n.
 pub n: Option<S1204> }
/// S1204.
pub struct S1204 { /// n.
 pub n: Option<S1205> }
/// S1205.
pub struct S1205 { /// n.
 pub n: Option<S1206> }
/// S1206.
pub struct S1206 { /// n.
 pub n: Option<S1207> }
/// S1207.
pub struct S1207 { /// n.
 pub n: Option<S1208> }
/// S1208.
pub struct S1208 { /// n.
 pub n: Option<S1209> }
/// S1209.
pub struct S1209 { /// n.
 pub n: Option<S1210> }
/// S1210.
pub struct S1210 { /// n.
 pub n: Option<S1211> }
/// S1211.
pub struct S1211 { /// n.
 pub n: Option<S1212> }
/// S1212.
pub struct S1212 { /// n.
 pub n: Option<S1213> }
/// S1213.
pub struct S1213 { /// n.
 pub n: Option<S1214> }
/// S1214.
pub struct S1214 { /// n.
 pub n: Option<S1215> }
/// S1215.
pub struct S1215 { /// n.
 pub n: Option<S1216> }
/// S1216.
pub struct S1216 { /// n.
 pub n: Option<S1217> }
/// S1217.
pub struct S1217 { /// n.
 pub n: Option<S1218> }
/// S1218.
pub struct S1218 { /// n.
 pub n: Option<S1219> }
/// S1219.
pub struct S1219 { /// n.
 pub n: Option<S1220> }
/// S1220.
pub struct S1220 { /// n.
 pub n: Option<S1221> }
/// S1221.
pub struct S1221 { /// n.
 pub n: Option<S1222> }
/// S1222.
pub struct S1222 { /// n.
 pub n: Option<S1223> }
/// S1223.
pub struct S1223 { /// n.
 pub n: Option<S1224> }
/// S1224.
pub struct S1224 { /// n.
 pub n: Option<S1225> }
/// S1225.
pub struct S1225 { /// n.
 pub n: Option<S1226> }
/// S1226.
pub struct S1226 { /// n.
 pub n: Option<S1227> }
/// S1227.
pub struct S1227 { /// n.
 pub n: Option<S1228> }
/// S1228.
pub struct S1228 { /// n.
 pub n: Option<S1229> }
/// S1229.
pub struct S1229 { /// n.
 pub n: Option<S1230> }
/// S1230.
pub struct S1230 { /// n.
 pub n: Option<S1231> }
/// S1231.
pub struct S1231 { /// n.
 pub n: Option<S1232> }
/// S1232.
pub struct S1232 { /// n.
 pub n: Option<S1233> }
/// S1233.
pub struct S1233 { /// n.
 pub n: Option<S1234> }
/// S1234.
pub struct S1234 { /// n.
 pub n: Option<S1235> }
/// S1235.
pub struct S1235 { /// n.
 pub n: Option<S1236> }
/// S1236.
pub struct S1236 { /// n.
 pub n: Option<S1237> }
/// S1237.
pub struct S1237 { /// n.
 pub n: Option<S1238> }
/// S1238.
pub struct S1238 { /// n.
 pub n: Option<S1239> }
/// S1239.
pub struct S1239 { /// n.
 pub n: Option<S1240> }
/// S1240.
pub struct S1240 { /// n.
 pub n: Option<S1241> }
/// S1241.
pub struct S1241 { /// n.
 pub n: Option<S1242> }
/// S1242.
pub struct S1242 { /// n.
 pub n: Option<S1243> }
/// S1243.
pub struct S1243 { /// n.
 pub n: Option<S1244> }
/// S1244.
pub struct S1244 { /// n.
 pub n: Option<S1245> }
/// S1245.
pub struct S1245 { /// n.
 pub n: Option<S1246> }
/// S1246.
pub struct S1246 { /// n.
 pub n: Option<S1247> }
/// S1247.
pub struct S1247 { /// n.
 pub n: Option<S1248> }
/// S1248.
pub struct S1248 { /// n.
 pub n: Option<S1249> }
/// S1249.
pub struct S1249 { /// n.
 pub n: Option<S1250> }
/// S1250.
pub struct S1250 { /// n.
 pub n: Option<S1251> }
/// S1251.
pub struct S1251 { /// n.
 pub n: Option<S1252> }
/// S1252.
pub struct S1252 { /// n.
 pub n: Option<S1253> }
/// S1253.
pub struct S1253 { /// n.
 pub n: Option<S1254> }
/// S1254.
pub struct S1254 { /// n.
 pub n: Option<S1255> }
/// S1255.
pub struct S1255 { /// n.
 pub n: Option<S1256> }
/// S1256.
pub struct S1256 { /// n.
 pub n: Option<S1257> }
/// S1257.
pub struct S1257 { /// n.
 pub n: Option<S1258> }
/// S1258.
pub struct S1258 { /// n.
 pub n: Option<S1259> }
/// S1259.
pub struct S1259 { /// n.
 pub n: Option<S1260> }
/// S1260.
pub struct S1260 { /// n.
 pub n: Option<S1261> }
/// S1261.
pub struct S1261 { /// n.
 pub n: Option<S1262> }
/// S1262.
pub struct S1262 { /// n.
 pub n: Option<S1263> }
/// S1263.
pub struct S1263 { /// n.
 pub n: Option<S1264> }
/// S1264.
pub struct S1264 { /// n.
 pub n: Option<S1265> }
/// S1265.
pub struct S1265 { /// n.
 pub n: Option<S1266> }
/// S1266.
pub struct S1266 { /// n.
 pub n: Option<S1267> }
/// S1267.
pub struct S1267 { /// n.
 pub n: Option<S1268> }
/// S1268.
pub struct S1268 { /// n.
 pub n: Option<S1269> }
/// S1269.
pub struct S1269 { /// n.
 pub n: Option<S1270> }
/// S1270.
pub struct S1270 { /// n.
 pub n: Option<S1271> }
/// S1271.
pub struct S1271 { /// n.
 pub n: Option<S1272> }
/// S1272.
pub struct S1272 { /// n.
 pub n: Option<S1273> }
/// S1273.
pub struct S1273 { /// n.
 pub n: Option<S1274> }
/// S1274.
pub struct S1274 { /// n.
 pub n: Option<S1275> }
/// S1275.
pub struct S1275 { /// n.
 pub n: Option<S1276> }
/// S1276.
pub struct S1276 { /// n.
 pub n: Option<S1277> }
/// S1277.
pub struct S1277 { /// n.
 pub n: Option<S1278> }
/// S1278.
pub struct S1278 { /// n.
 pub n: Option<S1279> }
/// S1279.
pub struct S1279 { /// n.
 pub n: Option<S1280> }
/// S1280.
pub struct S1280 { /// n.
 pub n: Option<S1281> }
/// S1281.
pub struct S1281 { /// n.
 pub n: Option<S1282> }
/// S1282.
pub struct S1282 { /// n.
 pub n: Option<S1283> }
/// S1283.
pub struct S1283 { /// n.
 pub n: Option<S1284> }
/// S1284.
pub struct S1284 { /// n.
 pub n: Option<S1285> }
/// S1285.
pub struct S1285 { /// n.
 pub n: Option<S1286> }
/// S1286.
pub struct S1286 { /// n.
 pub n: Option<S1287> }
/// S1287.
pub struct S1287 { /// n.
 pub n: Option<S1288> }
/// S1288.
pub struct S1288 { /// n.
 pub n: Option<S1289> }
/// S1289.
pub struct S1289 { /// n.
 pub n: Option<S1290> }
/// S1290.
pub struct S1290 { /// n.
 pub n: Option<S1291> }
/// S1291.
pub struct S1291 { /// n.
 pub n: Option<S1292> }
/// S1292.
pub struct S1292 { /// n.
 pub n: Option<S1293> }
/// S1293.
pub struct S1293 { /// n.
 pub n: Option<S1294> }
/// S1294.
pub struct S1294 { /// n.
 pub n: Option<S1295> }
/// S1295.
pub struct S1295 { /// n.
 pub n: Option<S1296> }
/// S1296.
pub struct S1296 { /// n.
 pub n: Option<S1297> }
/// S1297.
pub struct S1297 { /// n.
 pub n: Option<S1298> }
/// S1298.
pub struct S1298 { /// n.
 pub n: Option<S1299> }
/// S1299.
pub struct S1299 { /// n.
 pub n: Option<S1300> }
/// S1300.
pub struct S1300 { /// n.
 pub n: Option<S1301> }
/// S1301.
pub struct S1301 { /// n.
 pub n: Option<S1302> }
/// S1302.
pub struct S1302 { /// n.
 pub n: Option<S1303> }
/// S1303.
pub struct S1303 { /// n.
 pub n: Option<S1304> }
/// S1304.
pub struct S1304 { /// n.
 pub n: Option<S1305> }
/// S1305.
pub struct S1305 { /// n.
 pub n: Option<S1306> }
/// S1306.
pub struct S1306 { /// n.
 pub n: Option<S1307> }
/// S1307.
pub struct S1307 { /// n.
 pub n: Option<S1308> }
/// S1308.
pub struct S1308 { /// n.
 pub n: Option<S1309> }
/// S1309.
pub struct S1309 { /// n.
 pub n: Option<S1310> }
/// S1310.
pub struct S1310 { /// n.
 pub n: Option<S1311> }
/// S1311.
pub struct S1311 { /// n.
 pub n: Option<S1312> }
/// S1312.
pub struct S1312 { /// n.
 pub n: Option<S1313> }
/// S1313.
pub struct S1313 { /// n.
 pub n: Option<S1314> }
/// S1314.
pub struct S1314 { /// n.
 pub n: Option<S1315> }
/// S1315.
pub struct S1315 { /// n.
 pub n: Option<S1316> }
/// S1316.
pub struct S1316 { /// n.
 pub n: Option<S1317> }
/// S1317.
pub struct S1317 { /// n.
 pub n: Option<S1318> }
/// S1318.
pub struct S1318 { /// n.
 pub n: Option<S1319> }
/// S1319.
pub struct S1319 { /// n.
 pub n: Option<S1320> }
/// S1320.
pub struct S1320 { /// n.
 pub n: Option<S1321> }
/// S1321.
pub struct S1321 { /// n.
 pub n: Option<S1322> }
/// S1322.
pub struct S1322 { /// n.
 pub n: Option<S1323> }
/// S1323.
pub struct S1323 { /// n.
 pub n: Option<S1324> }
/// S1324.
pub struct S1324 { /// n.
 pub n: Option<S1325> }
/// S1325.
pub struct S1325 { /// n.
 pub n: Option<S1326> }
/// S1326.
pub struct S1326 { /// n.
 pub n: Option<S1327> }
/// S1327.
pub struct S1327 { /// n.
 pub n: Option<S1328> }
/// S1328.
pub struct S1328 { /// n.
 pub n: Option<S1329> }
/// S1329.
pub struct S1329 { /// n.
 pub n: Option<S1330> }
/// S1330.
pub struct S1330 { /// n.
 pub n: Option<S1331> }
/// S1331.
pub struct S1331 { /// n.
 pub n: Option<S1332> }
/// S1332.
pub struct S1332 { /// n.
 pub n: Option<S1333> }
/// S1333.
pub struct S1333 { /// n.
 pub n: Option<S1334> }
/// S1334.
pub struct S1334 { /// n.
 pub n: Option<S1335> }
/// S1335.
pub struct S1335 { /// n.
 pub n: Option<S1336> }
/// S1336.
pub struct S1336 { /// n.
 pub n: Option<S1337> }
/// S1337.
pub struct S1337 { /// n.
 pub n: Option<S1338> }
/// S1338.
pub struct S1338 { /// n.
 pub n: Option<S1339> }
/// S1339.
pub struct S1339 { /// n.
 pub n: Option<S1340> }
/// S1340.
pub struct S1340 { /// n.
 pub n: Option<S1341> }
/// S1341.
pub struct S1341 { /// n.
 pub n: Option<S1342> }
/// S1342.
pub struct S1342 { /// n.
 pub n: Option<S1343> }
/// S1343.
pub struct S1343 { /// n.
 pub n: Option<S1344> }
/// S1344.
pub struct S1344 { /// n.
 pub n: Option<S1345> }
/// S1345.
pub struct S1345 { /// n.
 pub n: Option<S1346> }
/// S1346.
pub struct S1346 { /// n.
 pub n: Option<S1347> }
/// S1347.
pub struct S1347 { /// n.
 pub n: Option<S1348> }
/// S1348.
pub struct S1348 { /// n.
 pub n: Option<S1349> }
/// S1349.
pub struct S1349 { /// n.
 pub n: Option<S1350> }
/// S1350.
pub struct S1350 { /// n.
 pub n: Option<S1351> }
/// S1351.
pub struct S1351 { /// n.
 pub n: Option<S1352> }
/// S1352.
pub struct S1352 { /// n.
 pub n: Option<S1353> }
/// S1353.
pub struct S1353 { /// n.
 pub n: Option<S1354> }
/// S1354.
pub struct S1354 { /// n.
 pub n: Option<S1355> }
/// S1355.
pub struct S1355 { /// n.
 pub n: Option<S1356> }
/// S1356.
pub struct S1356 { /// n.
 pub n: Option<S1357> }
/// S1357.
pub struct S1357 { /// n.
 pub n: Option<S1358> }
/// S1358.
pub struct S1358 { /// n.
 pub n: Option<S1359> }
/// S1359.
pub struct S1359 { /// n.
 pub n: Option<S1360> }
/// S1360.
pub struct S1360 { /// n.
 pub n: Option<S1361> }
/// S1361.
pub struct S1361 { /// n.
 pub n: Option<S1362> }
/// S1362.
pub struct S1362 { /// n.
 pub n: Option<S1363> }
/// S1363.
pub struct S1363 { /// n.
 pub n: Option<S1364> }
/// S1364.
pub struct S1364 { /// n.
 pub n: Option<S1365> }
/// S1365.
pub struct S1365 { /// n.
 pub n: Option<S1366> }
/// S1366.
pub struct S1366 { /// n.
 pub n: Option<S1367> }
/// S1367.
pub struct S1367 { /// n.
 pub n: Option<S1368> }
/// S1368.
pub struct S1368 { /// n.
 pub n: Option<S1369> }
/// S1369.
pub struct S1369 { /// n.
 pub n: Option<S1370> }
/// S1370.
pub struct S1370 { /// n.
 pub n: Option<S1371> }
/// S1371.
pub struct S1371 { /// n.
 pub n: Option<S1372> }
/// S1372.
pub struct S1372 { /// n.
 pub n: Option<S1373> }
/// S1373.
pub struct S1373 { /// n.
 pub n: Option<S1374> }
/// S1374.
pub struct S1374 { /// n.
 pub n: Option<S1375> }
/// S1375.
pub struct S1375 { /// n.
 pub n: Option<S1376> }
/// S1376.
pub struct S1376 { /// n.
 pub n: Option<S1377> }
/// S1377.
pub struct S1377 { /// n.
 pub n: Option<S1378> }
/// S1378.
pub struct S1378 { /// n.
 pub n: Option<S1379> }
/// S1379.
pub struct S1379 { /// n.
 pub n: Option<S1380> }
/// S1380.
pub struct S1380 { /// n.
 pub n: Option<S1381> }
/// S1381.
pub struct S1381 { /// n.
 pub n: Option<S1382> }
/// S1382.
pub struct S1382 { /// n.
 pub n: Option<S1383> }
/// S1383.
pub struct S1383 { /// n.
 pub n: Option<S1384> }
/// S1384.
pub struct S1384 { /// n.
 pub n: Option<S1385> }
/// S1385.
pub struct S1385 { /// n.
 pub n: Option<S1386> }
/// S1386.
pub struct S1386 { /// n.
 pub n: Option<S1387> }
/// S1387.
pub struct S1387 { /// n.
 pub n: Option<S1388> }
/// S1388.
pub struct S1388 { /// n.
 pub n: Option<S1389> }
/// S1389.
pub struct S1389 { /// n.
 pub n: Option<S1390> }
/// S1390.
pub struct S1390 { /// n.
 pub n: Option<S1391> }
/// S1391.
pub struct S1391 { /// n.
 pub n: Option<S1392> }
/// S1392.
pub struct S1392 { /// n.
 pub n: Option<S1393> }
/// S1393.
pub struct S1393 { /// n.
 pub n: Option<S1394> }
/// S1394.
pub struct S1394 { /// n.
 pub n: Option<S1395> }
/// S1395.
pub struct S1395 { /// n.
 pub n: Option<S1396> }
/// S1396.
pub struct S1396 { /// n.
 pub n: Option<S1397> }
/// S1397.
pub struct S1397 { /// n.
 pub n: Option<S1398> }
/// S1398.
pub struct S1398 { /// n.
 pub n: Option<S1399> }
/// S1399.
pub struct S1399 { /// n.
 pub n: Option<S1400> }
/// S1400.
pub struct S1400 { /// n.
 pub n: Option<S1401> }
/// S1401.
pub struct S1401 { /// n.
 pub n: Option<S1402> }
/// S1402.
pub struct S1402 { /// n.
 pub n: Option<S1403> }
/// S1403.
pub struct S1403 { /// n.
 pub n: Option<S1404> }
/// S1404.
pub struct S1404 { /// n.
 pub n: Option<S1405> }
/// S1405.
pub struct S1405 { /// n.
 pub n: Option<S1406> }
/// S1406.
pub struct S1406 { /// n.
 pub n: Option<S1407> }
/// S1407.
pub struct S1407 { /// n.
 pub n: Option<S1408> }
/// S1408.
pub struct S1408 { /// n.
 pub n: Option<S1409> }
/// S1409.
pub struct S1409 { /// n.
 pub n: Option<S1410> }
/// S1410.
pub struct S1410 { /// n.
 pub n: Option<S1411> }
/// S1411.
pub struct S1411 { /// n.
 pub n: Option<S1412> }
/// S1412.
pub struct S1412 { /// n.
 pub n: Option<S1413> }
/// S1413.
pub struct S1413 { /// n.
 pub n: Option<S1414> }
/// S1414.
pub struct S1414 { /// n.
 pub n: Option<S1415> }
/// S1415.
pub struct S1415 { /// n.
 pub n: Option<S1416> }
/// S1416.
pub struct S1416 { /// n.
 pub n: Option<S1417> }
/// S1417.
pub struct S1417 { /// n.
 pub n: Option<S1418> }
/// S1418.
pub struct S1418 { /// n.
 pub n: Option<S1419> }
/// S1419.
pub struct S1419 { /// n.
 pub n: Option<S1420> }
/// S1420.
pub struct S1420 { /// n.
 pub n: Option<S1421> }
/// S1421.
pub struct S1421 { /// n.
 pub n: Option<S1422> }
/// S1422.
pub struct S1422 { /// n.
 pub n: Option<S1423> }
/// S1423.
pub struct S1423 { /// n.
 pub n: Option<S1424> }
/// S1424.
pub struct S1424 { /// n.
 pub n: Option<S1425> }
/// S1425.
pub struct S1425 { /// n.
 pub n: Option<S1426> }
/// S1426.
pub struct S1426 { /// n.
 pub n: Option<S1427> }
/// S1427.
pub struct S1427 { /// n.
 pub n: Option<S1428> }
/// S1428.
pub struct S1428 { /// n.
 pub n: Option<S1429> }
/// S1429.
pub struct S1429 { /// n.
 pub n: Option<S1430> }
/// S1430.
pub struct S1430 { /// n.
 pub n: Option<S1431> }
/// S1431.
pub struct S1431 { /// n.
 pub n: Option<S1432> }
/// S1432.
pub struct S1432 { /// n.
 pub n: Option<S1433> }
/// S1433.
pub struct S1433 { /// n.
 pub n: Option<S1434> }
/// S1434.
pub struct S1434 { /// n.
 pub n: Option<S1435> }
/// S1435.
pub struct S1435 { /// n.
 pub n: Option<S1436> }
/// S1436.
pub struct S1436 { /// n.
 pub n: Option<S1437> }
/// S1437.
pub struct S1437 { /// n.
 pub n: Option<S1438> }
/// S1438.
pub struct S1438 { /// n.
 pub n: Option<S1439> }
/// S1439.
pub struct S1439 { /// n.
 pub n: Option<S1440> }
/// S1440.
pub struct S1440 { /// n.
 pub n: Option<S1441> }
/// S1441.
pub struct S1441 { /// n.
 pub n: Option<S1442> }
/// S1442.
pub struct S1442 { /// n.
 pub n: Option<S1443> }
/// S1443.
pub struct S1443 { /// n.
 pub n: Option<S1444> }
/// S1444.
pub struct S1444 { /// n.
 pub n: Option<S1445> }
/// S1445.
pub struct S1445 { /// n.
 pub n: Option<S1446> }
/// S1446.
pub struct S1446 { /// n.
 pub n: Option<S1447> }
/// S1447.
pub struct S1447 { /// n.
 pub n: Option<S1448> }
/// S1448.
pub struct S1448 { /// n.
 pub n: Option<S1449> }
/// S1449.
pub struct S1449 { /// n.
 pub n: Option<S1450> }
/// S1450.
pub struct S1450 { /// n.
 pub n: Option<S1451> }
/// S1451.
pub struct S1451 { /// n.
 pub n: Option<S1452> }
/// S1452.
pub struct S1452 { /// n.
 pub n: Option<S1453> }
/// S1453.
pub struct S1453 { /// n.
 pub n: Option<S1454> }
/// S1454.
pub struct S1454 { /// n.
 pub n: Option<S1455> }
/// S1455.
pub struct S1455 { /// n.
 pub n: Option<S1456> }
/// S1456.
pub struct S1456 { /// n.
 pub n: Option<S1457> }
/// S1457.
pub struct S1457 { /// n.
 pub n: Option<S1458> }
/// S1458.
pub struct S1458 { /// n.
 pub n: Option<S1459> }
/// S1459.
pub struct S1459 { /// n.
 pub n: Option<S1460> }
/// S1460.
pub struct S1460 { /// n.
 pub n: Option<S1461> }
/// S1461.
pub struct S1461 { /// n.
 pub n: Option<S1462> }
/// S1462.
pub struct S1462 { /// n.
 pub n: Option<S1463> }
/// S1463.
pub struct S1463 { /// n.
 pub n: Option<S1464> }
/// S1464.
pub struct S1464 { /// n.
 pub n: Option<S1465> }
/// S1465.
pub struct S1465 { /// n.
 pub n: Option<S1466> }
/// S1466.
pub struct S1466 { /// n.
 pub n: Option<S1467> }
/// S1467.
pub struct S1467 { /// n.
 pub n: Option<S1468> }
/// S1468.
pub struct S1468 { /// n.
 pub n: Option<S1469> }
/// S1469.
pub struct S1469 { /// n.
 pub n: Option<S1470> }
/// S1470.
pub struct S1470 { /// n.
 pub n: Option<S1471> }
/// S1471.
pub struct S1471 { /// n.
 pub n: Option<S1472> }
/// S1472.
pub struct S1472 { /// n.
 pub n: Option<S1473> }
/// S1473.
pub struct S1473 { /// n.
 pub n: Option<S1474> }
/// S1474.
pub struct S1474 { /// n.
 pub n: Option<S1475> }
/// S1475.
pub struct S1475 { /// n.
 pub n: Option<S1476> }
/// S1476.
pub struct S1476 { /// n.
 pub n: Option<S1477> }
/// S1477.
pub struct S1477 { /// n.
 pub n: Option<S1478> }
/// S1478.
pub struct S1478 { /// n.
 pub n: Option<S1479> }
/// S1479.
pub struct S1479 { /// n.
 pub n: Option<S1480> }
/// S1480.
pub struct S1480 { /// n.
 pub n: Option<S1481> }
/// S1481.
pub struct S1481 { /// n.
 pub n: Option<S1482> }
/// S1482.
pub struct S1482 { /// n.
 pub n: Option<S1483> }
/// S1483.
pub struct S1483 { /// n.
 pub n: Option<S1484> }
/// S1484.
pub struct S1484 { /// n.
 pub n: Option<S1485> }
/// S1485.
pub struct S1485 { /// n.
 pub n: Option<S1486> }
/// S1486.
pub struct S1486 { /// n.
 pub n: Option<S1487> }
/// S1487.
pub struct S1487 { /// n.
 pub n: Option<S1488> }
/// S1488.
pub struct S1488 { /// n.
 pub n: Option<S1489> }
/// S1489.
pub struct S1489 { /// n.
 pub n: Option<S1490> }
/// S1490.
pub struct S1490 { /// n.
 pub n: Option<S1491> }
/// S1491.
pub struct S1491 { /// n.
 pub n: Option<S1492> }
/// S1492.
pub struct S1492 { /// n.
 pub n: Option<S1493> }
/// S1493.
pub struct S1493 { /// n.
 pub n: Option<S1494> }
/// S1494.
pub struct S1494 { /// n.
 pub n: Option<S1495> }
/// S1495.
pub struct S1495 { /// n.
 pub n: Option<S1496> }
/// S1496.
pub struct S1496 { /// n.
 pub n: Option<S1497> }
/// S1497.
pub struct S1497 { /// n.
 pub n: Option<S1498> }
/// S1498.
pub struct S1498 { /// n.
 pub n: Option<S1499> }
/// S1499.
pub struct S1499 { /// n.
 pub n: Option<S1500> }
/// S1500.
pub struct S1500 { /// n.
 pub n: Option<S1501> }
/// S1501.
pub struct S1501 { /// n.
 pub n: Option<S1502> }
/// S1502.
pub struct S1502 { /// n.
 pub n: Option<S1503> }
/// S1503.
pub struct S1503 { /// n.
 pub n: Option<S1504> }
/// S1504.
pub struct S1504 { /// n.
 pub n: Option<S1505> }
/// S1505.
pub struct S1505 { /// n.
 pub n: Option<S1506> }
/// S1506.
pub struct S1506 { /// n.
 pub n: Option<S1507> }
/// S1507.
pub struct S1507 { /// n.
 pub n: Option<S1508> }
/// S1508.
pub struct S1508 { /// n.
 pub n: Option<S1509> }
/// S1509.
pub struct S1509 { /// n.
 pub n: Option<S1510> }
/// S1510.
pub struct S1510 { /// n.
 pub n: Option<S1511> }
/// S1511.
pub struct S1511 { /// n.
 pub n: Option<S1512> }
/// S1512.
pub struct S1512 { /// n.
 pub n: Option<S1513> }
/// S1513.
pub struct S1513 { /// n.
 pub n: Option<S1514> }
/// S1514.
pub struct S1514 { /// n.
 pub n: Option<S1515> }
/// S1515.
pub struct S1515 { /// n.
 pub n: Option<S1516> }
/// S1516.
pub struct S1516 { /// n.
 pub n: Option<S1517> }
/// S1517.
pub struct S1517 { /// n.
 pub n: Option<S1518> }
/// S1518.
pub struct S1518 { /// n.
 pub n: Option<S1519> }
/// S1519.
pub struct S1519 { /// n.
 pub n: Option<S1520> }
/// S1520.
pub struct S1520 { /// n.
 pub n: Option<S1521> }
/// S1521.
pub struct S1521 { /// n.
 pub n: Option<S1522> }
/// S1522.
pub struct S1522 { /// n.
 pub n: Option<S1523> }
/// S1523.
pub struct S1523 { /// n.
 pub n: Option<S1524> }
/// S1524.
pub struct S1524 { /// n.
 pub n: Option<S1525> }
/// S1525.
pub struct S1525 { /// n.
 pub n: Option<S1526> }
/// S1526.
pub struct S1526 { /// n.
 pub n: Option<S1527> }
/// S1527.
pub struct S1527 { /// n.
 pub n: Option<S1528> }
/// S1528.
pub struct S1528 { /// n.
 pub n: Option<S1529> }
/// S1529.
pub struct S1529 { /// n.
 pub n: Option<S1530> }
/// S1530.
pub struct S1530 { /// n.
 pub n: Option<S1531> }
/// S1531.
pub struct S1531 { /// n.
 pub n: Option<S1532> }
/// S1532.
pub struct S1532 { /// n.
 pub n: Option<S1533> }
/// S1533.
pub struct S1533 { /// n.
 pub n: Option<S1534> }
/// S1534.
pub struct S1534 { /// n.
 pub n: Option<S1535> }
/// S1535.
pub struct S1535 { /// n.
 pub n: Option<S1536> }
/// S1536.
pub struct S1536 { /// n.
 pub n: Option<S1537> }
/// S1537.
pub struct S1537 { /// n.
 pub n: Option<S1538> }
/// S1538.
pub struct S1538 { /// n.
 pub n: Option<S1539> }
/// S1539.
pub struct S1539 { /// n.
 pub n: Option<S1540> }
/// S1540.
pub struct S1540 { /// n.
 pub n: Option<S1541> }
/// S1541.
pub struct S1541 { /// n.
 pub n: Option<S1542> }
/// S1542.
pub struct S1542 { /// n.
 pub n: Option<S1543> }
/// S1543.
pub struct S1543 { /// n.
 pub n: Option<S1544> }
/// S1544.
pub struct S1544 { /// n.
 pub n: Option<S1545> }
/// S1545.
pub struct S1545 { /// n.
 pub n: Option<S1546> }
/// S1546.
pub struct S1546 { /// n.
 pub n: Option<S1547> }
/// S1547.
pub struct S1547 { /// n.
 pub n: Option<S1548> }
/// S1548.
pub struct S1548 { /// n.
 pub n: Option<S1549> }
/// S1549.
pub struct S1549 { /// n.
 pub n: Option<S1550> }
/// S1550.
pub struct S1550 { /// n.
 pub n: Option<S1551> }
/// S1551.
pub struct S1551 { /// n.
 pub n: Option<S1552> }
/// S1552.
pub struct S1552 { /// n.
 pub n: Option<S1553> }
/// S1553.
pub struct S1553 { /// n.
 pub n: Option<S1554> }
/// S1554.
pub struct S1554 { /// n.
 pub n: Option<S1555> }
/// S1555.
pub struct S1555 { /// n.
 pub n: Option<S1556> }
/// S1556.
pub struct S1556 { /// n.
 pub n: Option<S1557> }
/// S1557.
pub struct S1557 { /// n.
 pub n: Option<S1558> }
/// S1558.
pub struct S1558 { /// n.
 pub n: Option<S1559> }
/// S1559.
pub struct S1559 { /// n.
 pub n: Option<S1560> }
/// S1560.
pub struct S1560 { /// n.
 pub n: Option<S1561> }
/// S1561.
pub struct S1561 { /// n.
 pub n: Option<S1562> }
/// S1562.
pub struct S1562 { /// n.
 pub n: Option<S1563> }
/// S1563.
pub struct S1563 { /// n.
 pub n: Option<S1564> }
/// S1564.
pub struct S1564 { /// n.
 pub n: Option<S1565> }
/// S1565.
pub struct S1565 { /// n.
 pub n: Option<S1566> }
/// S1566.
pub struct S1566 { /// n.
 pub n: Option<S1567> }
/// S1567.
pub struct S1567 { /// n.
 pub n: Option<S1568> }
/// S1568.
pub struct S1568 { /// n.
 pub n: Option<S1569> }
/// S1569.
pub struct S1569 { /// n.
 pub n: Option<S1570> }
/// S1570.
pub struct S1570 { /// n.
 pub n: Option<S1571> }
/// S1571.
pub struct S1571 { /// n.
 pub n: Option<S1572> }
/// S1572.
pub struct S1572 { /// n.
 pub n: Option<S1573> }
/// S1573.
pub struct S1573 { /// n.
 pub n: Option<S1574> }
/// S1574.
pub struct S1574 { /// n.
 pub n: Option<S1575> }
/// S1575.
pub struct S1575 { /// n.
 pub n: Option<S1576> }
/// S1576.
pub struct S1576 { /// n.
 pub n: Option<S1577> }
/// S1577.
pub struct S1577 { /// n.
 pub n: Option<S1578> }
/// S1578.
pub struct S1578 { /// n.
 pub n: Option<S1579> }
/// S1579.
pub struct S1579 { /// n.
 pub n: Option<S1580> }
/// S1580.
pub struct S1580 { /// n.
 pub n: Option<S1581> }
/// S1581.
pub struct S1581 { /// n.
 pub n: Option<S1582> }
/// S1582.
pub struct S1582 { /// n.
 pub n: Option<S1583> }
/// S1583.
pub struct S1583 { /// n.
 pub n: Option<S1584> }
/// S1584.
pub struct S1584 { /// n.
 pub n: Option<S1585> }
/// S1585.
pub struct S1585 { /// n.
 pub n: Option<S1586> }
/// S1586.
pub struct S1586 { /// n.
 pub n: Option<S1587> }
/// S1587.
pub struct S1587 { /// n.
 pub n: Option<S1588> }
/// S1588.
pub struct S1588 { /// n.
 pub n: Option<S1589> }
/// S1589.
pub struct S1589 { /// n.
 pub n: Option<S1590> }
/// S1590.
pub struct S1590 { /// n.
 pub n: Option<S1591> }
/// S1591.
pub struct S1591 { /// n.
 pub n: Option<S1592> }
/// S1592.
pub struct S1592 { /// n.
 pub n: Option<S1593> }
/// S1593.
pub struct S1593 { /// n.
 pub n: Option<S1594> }
/// S1594.
pub struct S1594 { /// n.
 pub n: Option<S1595> }
/// S1595.
pub struct S1595 { /// n.
 pub n: Option<S1596> }
/// S1596.
pub struct S1596 { /// n.
 pub n: Option<S1597> }
/// S1597.
pub struct S1597 { /// n.
 pub n: Option<S1598> }
/// S1598.
pub struct S1598 { /// n.
 pub n: Option<S1599> }
/// S1599.
pub struct S1599 { /// n.
 pub n: Option<S1600> }
/// S1600.
pub struct S1600 { /// n.
 pub n: Option<S1601> }
/// S1601.
pub struct S1601 { /// n.
 pub n: Option<S1602> }
/// S1602.
pub struct S1602 { /// n.
 pub n: Option<S1603> }
/// S1603.
pub struct S1603 { /// n.
 pub n: Option<S1604> }
/// S1604.
pub struct S1604 { /// n.
 pub n: Option<S1605> }
/// S1605.
pub struct S1605 { /// n.
 pub n: Option<S1606> }
/// S1606.
pub struct S1606 { /// n.
 pub n: Option<S1607> }
/// S1607.
pub struct S1607 { /// n.
 pub n: Option<S1608> }
/// S1608.
pub struct S1608 { /// n.
 pub n: Option<S1609> }
/// S1609.
pub struct S1609 { /// n.
 pub n: Option<S1610> }
/// S1610.
pub struct S1610 { /// n.
 pub n: Option<S1611> }
/// S1611.
pub struct S1611 { /// n.
 pub n: Option<S1612> }
/// S1612.
pub struct S1612 { /// n.
 pub n: Option<S1613> }
/// S1613.
pub struct S1613 { /// n.
 pub n: Option<S1614> }
/// S1614.
pub struct S1614 { /// n.
 pub n: Option<S1615> }
/// S1615.
pub struct S1615 { /// n.
 pub n: Option<S1616> }
/// S1616.
pub struct S1616 { /// n.
 pub n: Option<S1617> }
/// S1617.
pub struct S1617 { /// n.
 pub n: Option<S1618> }
/// S1618.
pub struct S1618 { /// n.
 pub n: Option<S1619> }
/// S1619.
pub struct S1619 { /// n.
 pub n: Option<S1620> }
/// S1620.
pub struct S1620 { /// n.
 pub n: Option<S1621> }
/// S1621.
pub struct S1621 { /// n.
 pub n: Option<S1622> }
/// S1622.
pub struct S1622 { /// n.
 pub n: Option<S1623> }
/// S1623.
pub struct S1623 { /// n.
 pub n: Option<S1624> }
/// S1624.
pub struct S1624 { /// n.
 pub n: Option<S1625> }
/// S1625.
pub struct S1625 { /// n.
 pub n: Option<S1626> }
/// S1626.
pub struct S1626 { /// n.
 pub n: Option<S1627> }
/// S1627.
pub struct S1627 { /// n.
 pub n: Option<S1628> }
/// S1628.
pub struct S1628 { /// n.
 pub n: Option<S1629> }
/// S1629.
pub struct S1629 { /// n.
 pub n: Option<S1630> }
/// S1630.
pub struct S1630 { /// n.
 pub n: Option<S1631> }
/// S1631.
pub struct S1631 { /// n.
 pub n: Option<S1632> }
/// S1632.
pub struct S1632 { /// n.
 pub n: Option<S1633> }
/// S1633.
pub struct S1633 { /// n.
 pub n: Option<S1634> }
/// S1634.
pub struct S1634 { /// n.
 pub n: Option<S1635> }
/// S1635.
pub struct S1635 { /// n.
 pub n: Option<S1636> }
/// S1636.
pub struct S1636 { /// n.
 pub n: Option<S1637> }
/// S1637.
pub struct S1637 { /// n.
 pub n: Option<S1638> }
/// S1638.
pub struct S1638 { /// n.
 pub n: Option<S1639> }
/// S1639.
pub struct S1639 { /// n.
 pub n: Option<S1640> }
/// S1640.
pub struct S1640 { /// n.
 pub n: Option<S1641> }
/// S1641.
pub struct S1641 { /// n.
 pub n: Option<S1642> }
/// S1642.
pub struct S1642 { /// n.
 pub n: Option<S1643> }
/// S1643.
pub struct S1643 { /// n.
 pub n: Option<S1644> }
/// S1644.
pub struct S1644 { /// n.
 pub n: Option<S1645> }
/// S1645.
pub struct S1645 { /// n.
 pub n: Option<S1646> }
/// S1646.
pub struct S1646 { /// n.
 pub n: Option<S1647> }
/// S1647.
pub struct S1647 { /// n.
 pub n: Option<S1648> }
/// S1648.
pub struct S1648 { /// n.
 pub n: Option<S1649> }
/// S1649.
pub struct S1649 { /// n.
 pub n: Option<S1650> }
/// S1650.
pub struct S1650 { /// n.
 pub n: Option<S1651> }
/// S1651.
pub struct S1651 { /// n.
 pub n: Option<S1652> }
/// S1652.
pub struct S1652 { /// n.
 pub n: Option<S1653> }
/// S1653.
pub struct S1653 { /// n.
 pub n: Option<S1654> }
/// S1654.
pub struct S1654 { /// n.
 pub n: Option<S1655> }
/// S1655.
pub struct S1655 { /// n.
 pub n: Option<S1656> }
/// S1656.
pub struct S1656 { /// n.
 pub n: Option<S1657> }
/// S1657.
pub struct S1657 { /// n.
 pub n: Option<S1658> }
/// S1658.
pub struct S1658 { /// n.
 pub n: Option<S1659> }
/// S1659.
pub struct S1659 { /// n.
 pub n: Option<S1660> }
/// S1660.
pub struct S1660 { /// n.
 pub n: Option<S1661> }
/// S1661.
pub struct S1661 { /// n.
 pub n: Option<S1662> }
/// S1662.
pub struct S1662 { /// n.
 pub n: Option<S1663> }
/// S1663.
pub struct S1663 { /// n.
 pub n: Option<S1664> }
/// S1664.
pub struct S1664 { /// n.
 pub n: Option<S1665> }
/// S1665.
pub struct S1665 { /// n.
 pub n: Option<S1666> }
/// S1666.
pub struct S1666 { /// n.
 pub n: Option<S1667> }
/// S1667.
pub struct S1667 { /// n.
 pub n: Option<S1668> }
/// S1668.
pub struct S1668 { /// n.
 pub n: Option<S1669> }
/// S1669.
pub struct S1669 { /// n.
 pub n: Option<S1670> }
/// S1670.
pub struct S1670 { /// n.
 pub n: Option<S1671> }
/// S1671.
pub struct S1671 { /// n.
 pub n: Option<S1672> }
/// S1672.
pub struct S1672 { /// n.
 pub n: Option<S1673> }
/// S1673.
pub struct S1673 { /// n.
 pub n: Option<S1674> }
/// S1674.
pub struct S1674 { /// n.
 pub n: Option<S1675> }
/// S1675.
pub struct S1675 { /// n.
 pub n: Option<S1676> }
/// S1676.
pub struct S1676 { /// n.
 pub n: Option<S1677> }
/// S1677.
pub struct S1677 { /// n.
 pub n: Option<S1678> }
/// S1678.
pub struct S1678 { /// n.
 pub n: Option<S1679> }
/// S1679.
pub struct S1679 { /// n.
 pub n: Option<S1680> }
/// S1680.
pub struct S1680 { /// n.
 pub n: Option<S1681> }
/// S1681.
pub struct S1681 { /// n.
 pub n: Option<S1682> }
/// S1682.
pub struct S1682 { /// n.
 pub n: Option<S1683> }
/// S1683.
pub struct S1683 { /// n.
 pub n: Option<S1684> }
/// S1684.
pub struct S1684 { /// n.
 pub n: Option<S1685> }
/// S1685.
pub struct S1685 { /// n.
 pub n: Option<S1686> }
/// S1686.
pub struct S1686 { /// n.
 pub n: Option<S1687> }
/// S1687.
pub struct S1687 { /// n.
 pub n: Option<S1688> }
/// S1688.
pub struct S1688 { /// n.
 pub n: Option<S1689> }
/// S1689.
pub struct S1689 { /// n.
 pub n: Option<S1690> }
/// S1690.
pub struct S1690 { /// n.
 pub n: Option<S1691> }
/// S1691.
pub struct S1691 { /// n.
 pub n: Option<S1692> }
/// S1692.
pub struct S1692 { /// n.
 pub n: Option<S1693> }
/// S1693.
pub struct S1693 { /// n.
 pub n: Option<S1694> }
/// S1694.
pub struct S1694 { /// n.
 pub n: Option<S1695> }
/// S1695.
pub struct S1695 { /// n.
 pub n: Option<S1696> }
/// S1696.
pub struct S1696 { /// n.
 pub n: Option<S1697> }
/// S1697.
pub struct S1697 { /// n.
 pub n: Option<S1698> }
/// S1698.
pub struct S1698 { /// n.
 pub n: Option<S1699> }
/// S1699.
pub struct S1699 { /// n.
 pub n: Option<S1700> }
/// S1700.
pub struct S1700 { /// n.
 pub n: Option<S1701> }
/// S1701.
pub struct S1701 { /// n.
 pub n: Option<S1702> }
/// S1702.
pub struct S1702 { /// n.
 pub n: Option<S1703> }
/// S1703.
pub struct S1703 { /// n.
 pub n: Option<S1704> }
/// S1704.
pub struct S1704 { /// n.
 pub n: Option<S1705> }
/// S1705.
pub struct S1705 { /// n.
 pub n: Option<S1706> }
/// S1706.
pub struct S1706 { /// n.
 pub n: Option<S1707> }
/// S1707.
pub struct S1707 { /// n.
 pub n: Option<S1708> }
/// S1708.
pub struct S1708 { /// n.
 pub n: Option<S1709> }
/// S1709.
pub struct S1709 { /// n.
 pub n: Option<S1710> }
/// S1710.
pub struct S1710 { /// n.
 pub n: Option<S1711> }
/// S1711.
pub struct S1711 { /// n.
 pub n: Option<S1712> }
/// S1712.
pub struct S1712 { /// n.
 pub n: Option<S1713> }
/// S1713.
pub struct S1713 { /// n.
 pub n: Option<S1714> }
/// S1714.
pub struct S1714 { /// n.
 pub n: Option<S1715> }
/// S1715.
pub struct S1715 { /// n.
 pub n: Option<S1716> }
/// S1716.
pub struct S1716 { /// n.
 pub n: Option<S1717> }
/// S1717.
pub struct S1717 { /// n.
 pub n: Option<S1718> }
/// S1718.
pub struct S1718 { /// n.
 pub n: Option<S1719> }
/// S1719.
pub struct S1719 { /// n.
 pub n: Option<S1720> }
/// S1720.
pub struct S1720 { /// n.
 pub n: Option<S1721> }
/// S1721.
pub struct S1721 { /// n.
 pub n: Option<S1722> }
/// S1722.
pub struct S1722 { /// n.
 pub n: Option<S1723> }
/// S1723.
pub struct S1723 { /// n.
 pub n: Option<S1724> }
/// S1724.
pub struct S1724 { /// n.
 pub n: Option<S1725> }
/// S1725.
pub struct S1725 { /// n.
 pub n: Option<S1726> }
/// S1726.
pub struct S1726 { /// n.
 pub n: Option<S1727> }
/// S1727.
pub struct S1727 { /// n.
 pub n: Option<S1728> }
/// S1728.
pub struct S1728 { /// n.
 pub n: Option<S1729> }
/// S1729.
pub struct S1729 { /// n.
 pub n: Option<S1730> }
/// S1730.
pub struct S1730 { /// n.
 pub n: Option<S1731> }
/// S1731.
pub struct S1731 { /// n.
 pub n: Option<S1732> }
/// S1732.
pub struct S1732 { /// n.
 pub n: Option<S1733> }
/// S1733.
pub struct S1733 { /// n.
 pub n: Option<S1734> }
/// S1734.
pub struct S1734 { /// n.
 pub n: Option<S1735> }
/// S1735.
pub struct S1735 { /// n.
 pub n: Option<S1736> }
/// S1736.
pub struct S1736 { /// n.
 pub n: Option<S1737> }
/// S1737.
pub struct S1737 { /// n.
 pub n: Option<S1738> }
/// S1738.
pub struct S1738 { /// n.
 pub n: Option<S1739> }
/// S1739.
pub struct S1739 { /// n.
 pub n: Option<S1740> }
/// S1740.
pub struct S1740 { /// n.
 pub n: Option<S1741> }
/// S1741.
pub struct S1741 { /// n.
 pub n: Option<S1742> }
/// S1742.
pub struct S1742 { /// n.
 pub n: Option<S1743> }
/// S1743.
pub struct S1743 { /// n.
 pub n: Option<S1744> }
/// S1744.
pub struct S1744 { /// n.
 pub n: Option<S1745> }
/// S1745.
pub struct S1745 { /// n.
 pub n: Option<S1746> }
/// S1746.
pub struct S1746 { /// n.
 pub n: Option<S1747> }
/// S1747.
pub struct S1747 { /// n.
 pub n: Option<S1748> }
/// S1748.
pub struct S1748 { /// n.
 pub n: Option<S1749> }
/// S1749.
pub struct S1749 { /// n.
 pub n: Option<S1750> }
/// S1750.
pub struct S1750 { /// n.
 pub n: Option<S1751> }
/// S1751.
pub struct S1751 { /// n.
 pub n: Option<S1752> }
/// S1752.
pub struct S1752 { /// n.
 pub n: Option<S1753> }
/// S1753.
pub struct S1753 { /// n.
 pub n: Option<S1754> }
/// S1754.
pub struct S1754 { /// n.
 pub n: Option<S1755> }
/// S1755.
pub struct S1755 { /// n.
 pub n: Option<S1756> }
/// S1756.
pub struct S1756 { /// n.
 pub n: Option<S1757> }
/// S1757.
pub struct S1757 { /// n.
 pub n: Option<S1758> }
/// S1758.
pub struct S1758 { /// n.
 pub n: Option<S1759> }
/// S1759.
pub struct S1759 { /// n.
 pub n: Option<S1760> }
/// S1760.
pub struct S1760 { /// n.
 pub n: Option<S1761> }
/// S1761.
pub struct S1761 { /// n.
 pub n: Option<S1762> }
/// S1762.
pub struct S1762 { /// n.
 pub n: Option<S1763> }
/// S1763.
pub struct S1763 { /// n.
 pub n: Option<S1764> }
/// S1764.
pub struct S1764 { /// n.
 pub n: Option<S1765> }
/// S1765.
pub struct S1765 { /// n.
 pub n: Option<S1766> }
/// S1766.
pub struct S1766 { /// n.
 pub n: Option<S1767> }
/// S1767.
pub struct S1767 { /// n.
 pub n: Option<S1768> }
/// S1768.
pub struct S1768 { /// n.
 pub n: Option<S1769> }
/// S1769.
pub struct S1769 { /// n.
 pub n: Option<S1770> }
/// S1770.
pub struct S1770 { /// n.
 pub n: Option<S1771> }
/// S1771.
pub struct S1771 { /// n.
 pub n: Option<S1772> }
/// S1772.
pub struct S1772 { /// n.
 pub n: Option<S1773> }
/// S1773.
pub struct S1773 { /// n.
 pub n: Option<S1774> }
/// S1774.
pub struct S1774 { /// n.
 pub n: Option<S1775> }
/// S1775.
pub struct S1775 { /// n.
 pub n: Option<S1776> }
/// S1776.
pub struct S1776 { /// n.
 pub n: Option<S1777> }
/// S1777.
pub struct S1777 { /// n.
 pub n: Option<S1778> }
/// S1778.
pub struct S1778 { /// n.
 pub n: Option<S1779> }
/// S1779.
pub struct S1779 { /// n.
 pub n: Option<S1780> }
/// S1780.
pub struct S1780 { /// n.
 pub n: Option<S1781> }
/// S1781.
pub struct S1781 { /// n.
 pub n: Option<S1782> }
/// S1782.
pub struct S1782 { /// n.
 pub n: Option<S1783> }
/// S1783.
pub struct S1783 { /// n.
 pub n: Option<S1784> }
/// S1784.
pub struct S1784 { /// n.
 pub n: Option<S1785> }
/// S1785.
pub struct S1785 { /// n.
 pub n: Option<S1786> }
/// S1786.
pub struct S1786 { /// n.
 pub n: Option<S1787> }
/// S1787.
pub struct S1787 { /// n.
 pub n: Option<S1788> }
/// S1788.
pub struct S1788 { /// n.
 pub n: Option<S1789> }
/// S1789.
pub struct S1789 { /// n.
 pub n: Option<S1790> }
/// S1790.
pub struct S1790 { /// n.
 pub n: Option<S1791> }
/// S1791.
pub struct S1791 { /// n.
 pub n: Option<S1792> }
/// S1792.
pub struct S1792 { /// n.
 pub n: Option<S1793> }
/// S1793.
pub struct S1793 { /// n.
 pub n: Option<S1794> }
/// S1794.
pub struct S1794 { /// n.
 pub n: Option<S1795> }
/// S1795.
pub struct S1795 { /// n.
 pub n: Option<S1796> }
/// S1796.
pub struct S1796 { /// n.
 pub n: Option<S1797> }
/// S1797.
pub struct S1797 { /// n.
 pub n: Option<S1798> }
/// S1798.
pub struct S1798 { /// n.
 pub n: Option<S1799> }
/// S1799.
pub struct S1799 { /// n.
 pub n: Option<S1800> }
/// S1800.
pub struct S1800 { /// n.
 pub n: Option<S1801> }
/// S1801.
pub struct S1801 { /// n.
 pub n: Option<S1802> }
/// S1802.
pub struct S1802 { /// n.
 pub n: Option<S1803> }
/// S1803.
pub struct S1803 { /// n.
 pub n: Option<S1804> }
/// S1804.
pub struct S1804 { /// n.
 pub n: Option<S1805> }
/// S1805.
pub struct S1805 { /// n.
 pub n: Option<S1806> }
/// S1806.
pub struct S1806 { /// n.
 pub n: Option<S1807> }
/// S1807.
pub struct S1807 { /// n.
 pub n: Option<S1808> }
/// S1808.
pub struct S1808 { /// n.
 pub n: Option<S1809> }
/// S1809.
pub struct S1809 { /// n.
 pub n: Option<S1810> }
/// S1810.
pub struct S1810 { /// n.
 pub n: Option<S1811> }
/// S1811.
pub struct S1811 { /// n.
 pub n: Option<S1812> }
/// S1812.
pub struct S1812 { /// n.
 pub n: Option<S1813> }
/// S1813.
pub struct S1813 { /// n.
 pub n: Option<S1814> }
/// S1814.
pub struct S1814 { /// n.
 pub n: Option<S1815> }
/// S1815.
pub struct S1815 { /// n.
 pub n: Option<S1816> }
/// S1816.
pub struct S1816 { /// n.
 pub n: Option<S1817> }
/// S1817.
pub struct S1817 { /// n.
 pub n: Option<S1818> }
/// S1818.
pub struct S1818 { /// n.
 pub n: Option<S1819> }
/// S1819.
pub struct S1819 { /// n.
 pub n: Option<S1820> }
/// S1820.
pub struct S1820 { /// n.
 pub n: Option<S1821> }
/// S1821.
pub struct S1821 { /// n.
 pub n: Option<S1822> }
/// S1822.
pub struct S1822 { /// n.
 pub n: Option<S1823> }
/// S1823.
pub struct S1823 { /// n.
 pub n: Option<S1824> }
/// S1824.
pub struct S1824 { /// n.
 pub n: Option<S1825> }
/// S1825.
pub struct S1825 { /// n.
 pub n: Option<S1826> }
/// S1826.
pub struct S1826 { /// n.
 pub n: Option<S1827> }
/// S1827.
pub struct S1827 { /// n.
 pub n: Option<S1828> }
/// S1828.
pub struct S1828 { /// n.
 pub n: Option<S1829> }
/// S1829.
pub struct S1829 { /// n.
 pub n: Option<S1830> }
/// S1830.
pub struct S1830 { /// n.
 pub n: Option<S1831> }
/// S1831.
pub struct S1831 { /// n.
 pub n: Option<S1832> }
/// S1832.
pub struct S1832 { /// n.
 pub n: Option<S1833> }
/// S1833.
pub struct S1833 { /// n.
 pub n: Option<S1834> }
/// S1834.
pub struct S1834 { /// n.
 pub n: Option<S1835> }
/// S1835.
pub struct S1835 { /// n.
 pub n: Option<S1836> }
/// S1836.
pub struct S1836 { /// n.
 pub n: Option<S1837> }
/// S1837.
pub struct S1837 { /// n.
 pub n: Option<S1838> }
/// S1838.
pub struct S1838 { /// n.
 pub n: Option<S1839> }
/// S1839.
pub struct S1839 { /// n.
 pub n: Option<S1840> }
/// S1840.
pub struct S1840 { /// n.
 pub n: Option<S1841> }
/// S1841.
pub struct S1841 { /// n.
 pub n: Option<S1842> }
/// S1842.
pub struct S1842 { /// n.
 pub n: Option<S1843> }
/// S1843.
pub struct S1843 { /// n.
 pub n: Option<S1844> }
/// S1844.
pub struct S1844 { /// n.
 pub n: Option<S1845> }
/// S1845.
pub struct S1845 { /// n.
 pub n: Option<S1846> }
/// S1846.
pub struct S1846 { /// n.
 pub n: Option<S1847> }
/// S1847.
pub struct S1847 { /// n.
 pub n: Option<S1848> }
/// S1848.
pub struct S1848 { /// n.
 pub n: Option<S1849> }
/// S1849.
pub struct S1849 { /// n.
 pub n: Option<S1850> }
/// S1850.
pub struct S1850 { /// n.
 pub n: Option<S1851> }
/// S1851.
pub struct S1851 { /// n.
 pub n: Option<S1852> }
/// S1852.
pub struct S1852 { /// n.
 pub n: Option<S1853> }
/// S1853.
pub struct S1853 { /// n.
 pub n: Option<S1854> }
/// S1854.
pub struct S1854 { /// n.
 pub n: Option<S1855> }
/// S1855.
pub struct S1855 { /// n.
 pub n: Option<S1856> }
/// S1856.
pub struct S1856 { /// n.
 pub n: Option<S1857> }
/// S1857.
pub struct S1857 { /// n.
 pub n: Option<S1858> }
/// S1858.
pub struct S1858 { /// n.
 pub n: Option<S1859> }
/// S1859.
pub struct S1859 { /// n.
 pub n: Option<S1860> }
/// S1860.
pub struct S1860 { /// n.
 pub n: Option<S1861> }
/// S1861.
pub struct S1861 { /// n.
 pub n: Option<S1862> }
/// S1862.
pub struct S1862 { /// n.
 pub n: Option<S1863> }
/// S1863.
pub struct S1863 { /// n.
 pub n: Option<S1864> }
/// S1864.
pub struct S1864 { /// n.
 pub n: Option<S1865> }
/// S1865.
pub struct S1865 { /// n.
 pub n: Option<S1866> }
/// S1866.
pub struct S1866 { /// n.
 pub n: Option<S1867> }
/// S1867.
pub struct S1867 { /// n.
 pub n: Option<S1868> }
/// S1868.
pub struct S1868 { /// n.
 pub n: Option<S1869> }
/// S1869.
pub struct S1869 { /// n.
 pub n: Option<S1870> }
/// S1870.
pub struct S1870 { /// n.
 pub n: Option<S1871> }
/// S1871.
pub struct S1871 { /// n.
 pub n: Option<S1872> }
/// S1872.
pub struct S1872 { /// n.
 pub n: Option<S1873> }
/// S1873.
pub struct S1873 { /// n.
 pub n: Option<S1874> }
/// S1874.
pub struct S1874 { /// n.
 pub n: Option<S1875> }
/// S1875.
pub struct S1875 { /// n.
 pub n: Option<S1876> }
/// S1876.
pub struct S1876 { /// n.
 pub n: Option<S1877> }
/// S1877.
pub struct S1877 { /// n.
 pub n: Option<S1878> }
/// S1878.
pub struct S1878 { /// n.
 pub n: Option<S1879> }
/// S1879.
pub struct S1879 { /// n.
 pub n: Option<S1880> }
/// S1880.
pub struct S1880 { /// n.
 pub n: Option<S1881> }
/// S1881.
pub struct S1881 { /// n.
 pub n: Option<S1882> }
/// S1882.
pub struct S1882 { /// n.
 pub n: Option<S1883> }
/// S1883.
pub struct S1883 { /// n.
 pub n: Option<S1884> }
/// S1884.
pub struct S1884 { /// n.
 pub n: Option<S1885> }
/// S1885.
pub struct S1885 { /// n.
 pub n: Option<S1886> }
/// S1886.
pub struct S1886 { /// n.
 pub n: Option<S1887> }
/// S1887.
pub struct S1887 { /// n.
 pub n: Option<S1888> }
/// S1888.
pub struct S1888 { /// n.
 pub n: Option<S1889> }
/// S1889.
pub struct S1889 { /// n.
 pub n: Option<S1890> }
/// S1890.
pub struct S1890 { /// n.
 pub n: Option<S1891> }
/// S1891.
pub struct S1891 { /// n.
 pub n: Option<S1892> }
/// S1892.
pub struct S1892 { /// n.
 pub n: Option<S1893> }
/// S1893.
pub struct S1893 { /// n.
 pub n: Option<S1894> }
/// S1894.
pub struct S1894 { /// n.
 pub n: Option<S1895> }
/// S1895.
pub struct S1895 { /// n.
 pub n: Option<S1896> }
/// S1896.
pub struct S1896 { /// n.
 pub n: Option<S1897> }
/// S1897.
pub struct S1897 { /// n.
 pub n: Option<S1898> }
/// S1898.
pub struct S1898 { /// n.
 pub n: Option<S1899> }
/// S1899.
pub struct S1899 { /// n.
 pub n: Option<S1900> }
/// S1900.
pub struct S1900 { /// n.
 pub n: Option<S1901> }
/// S1901.
pub struct S1901 { /// n.
 pub n: Option<S1902> }
/// S1902.
pub struct S1902 { /// n.
 pub n: Option<S1903> }
/// S1903.
pub struct S1903 { /// n.
 pub n: Option<S1904> }
/// S1904.
pub struct S1904 { /// n.
 pub n: Option<S1905> }
/// S1905.
pub struct S1905 { /// n.
 pub n: Option<S1906> }
/// S1906.
pub struct S1906 { /// n.
 pub n: Option<S1907> }
/// S1907.
pub struct S1907 { /// n.
 pub n: Option<S1908> }
/// S1908.
pub struct S1908 { /// n.
 pub n: Option<S1909> }
/// S1909.
pub struct S1909 { /// n.
 pub n: Option<S1910> }
/// S1910.
pub struct S1910 { /// n.
 pub n: Option<S1911> }
/// S1911.
pub struct S1911 { /// n.
 pub n: Option<S1912> }
/// S1912.
pub struct S1912 { /// n.
 pub n: Option<S1913> }
/// S1913.
pub struct S1913 { /// n.
 pub n: Option<S1914> }
/// S1914.
pub struct S1914 { /// n.
 pub n: Option<S1915> }
/// S1915.
pub struct S1915 { /// n.
 pub n: Option<S1916> }
/// S1916.
pub struct S1916 { /// n.
 pub n: Option<S1917> }
/// S1917.
pub struct S1917 { /// n.
 pub n: Option<S1918> }
/// S1918.
pub struct S1918 { /// n.
 pub n: Option<S1919> }
/// S1919.
pub struct S1919 { /// n.
 pub n: Option<S1920> }
/// S1920.
pub struct S1920 { /// n.
 pub n: Option<S1921> }
/// S1921.
pub struct S1921 { /// n.
 pub n: Option<S1922> }
/// S1922.
pub struct S1922 { /// n.
 pub n: Option<S1923> }
/// S1923.
pub struct S1923 { /// n.
 pub n: Option<S1924> }
/// S1924.
pub struct S1924 { /// n.
 pub n: Option<S1925> }
/// S1925.
pub struct S1925 { /// n.
 pub n: Option<S1926> }
/// S1926.
pub struct S1926 { /// n.
 pub n: Option<S1927> }
/// S1927.
pub struct S1927 { /// n.
 pub n: Option<S1928> }
/// S1928.
pub struct S1928 { /// n.
 pub n: Option<S1929> }
/// S1929.
pub struct S1929 { /// n.
 pub n: Option<S1930> }
/// S1930.
pub struct S1930 { /// n.
 pub n: Option<S1931> }
/// S1931.
pub struct S1931 { /// n.
 pub n: Option<S1932> }
/// S1932.
pub struct S1932 { /// n.
 pub n: Option<S1933> }
/// S1933.
pub struct S1933 { /// n.
 pub n: Option<S1934> }
/// S1934.
pub struct S1934 { /// n.
 pub n: Option<S1935> }
/// S1935.
pub struct S1935 { /// n.
 pub n: Option<S1936> }
/// S1936.
pub struct S1936 { /// n.
 pub n: Option<S1937> }
/// S1937.
pub struct S1937 { /// n.
 pub n: Option<S1938> }
/// S1938.
pub struct S1938 { /// n.
 pub n: Option<S1939> }
/// S1939.
pub struct S1939 { /// n.
 pub n: Option<S1940> }
/// S1940.
pub struct S1940 { /// n.
 pub n: Option<S1941> }
/// S1941.
pub struct S1941 { /// n.
 pub n: Option<S1942> }
/// S1942.
pub struct S1942 { /// n.
 pub n: Option<S1943> }
/// S1943.
pub struct S1943 { /// n.
 pub n: Option<S1944> }
/// S1944.
pub struct S1944 { /// n.
 pub n: Option<S1945> }
/// S1945.
pub struct S1945 { /// n.
 pub n: Option<S1946> }
/// S1946.
pub struct S1946 { /// n.
 pub n: Option<S1947> }
/// S1947.
pub struct S1947 { /// n.
 pub n: Option<S1948> }
/// S1948.
pub struct S1948 { /// n.
 pub n: Option<S1949> }
/// S1949.
pub struct S1949 { /// n.
 pub n: Option<S1950> }
/// S1950.
pub struct S1950 { /// n.
 pub n: Option<S1951> }
/// S1951.
pub struct S1951 { /// n.
 pub n: Option<S1952> }
/// S1952.
pub struct S1952 { /// n.
 pub n: Option<S1953> }
/// S1953.
pub struct S1953 { /// n.
 pub n: Option<S1954> }
/// S1954.
pub struct S1954 { /// n.
 pub n: Option<S1955> }
/// S1955.
pub struct S1955 { /// n.
 pub n: Option<S1956> }
/// S1956.
pub struct S1956 { /// n.
 pub n: Option<S1957> }
/// S1957.
pub struct S1957 { /// n.
 pub n: Option<S1958> }
/// S1958.
pub struct S1958 { /// n.
 pub n: Option<S1959> }
/// S1959.
pub struct S1959 { /// n.
 pub n: Option<S1960> }
/// S1960.
pub struct S1960 { /// n.
 pub n: Option<S1961> }
/// S1961.
pub struct S1961 { /// n.
 pub n: Option<S1962> }
/// S1962.
pub struct S1962 { /// n.
 pub n: Option<S1963> }
/// S1963.
pub struct S1963 { /// n.
 pub n: Option<S1964> }
/// S1964.
pub struct S1964 { /// n.
 pub n: Option<S1965> }
/// S1965.
pub struct S1965 { /// n.
 pub n: Option<S1966> }
/// S1966.
pub struct S1966 { /// n.
 pub n: Option<S1967> }
/// S1967.
pub struct S1967 { /// n.
 pub n: Option<S1968> }
/// S1968.
pub struct S1968 { /// n.
 pub n: Option<S1969> }
/// S1969.
pub struct S1969 { /// n.
 pub n: Option<S1970> }
/// S1970.
pub struct S1970 { /// n.
 pub n: Option<S1971> }
/// S1971.
pub struct S1971 { /// n.
 pub n: Option<S1972> }
/// S1972.
pub struct S1972 { /// n.
 pub n: Option<S1973> }
/// S1973.
pub struct S1973 { /// n.
 pub n: Option<S1974> }
/// S1974.
pub struct S1974 { /// n.
 pub n: Option<S1975> }
/// S1975.
pub struct S1975 { /// n.
 pub n: Option<S1976> }
/// S1976.
pub struct S1976 { /// n.
 pub n: Option<S1977> }
/// S1977.
pub struct S1977 { /// n.
 pub n: Option<S1978> }
/// S1978.
pub struct S1978 { /// n.
 pub n: Option<S1979> }
/// S1979.
pub struct S1979 { /// n.
 pub n: Option<S1980> }
/// S1980.
pub struct S1980 { /// n.
 pub n: Option<S1981> }
/// S1981.
pub struct S1981 { /// n.
 pub n: Option<S1982> }
/// S1982.
pub struct S1982 { /// n.
 pub n: Option<S1983> }
/// S1983.
pub struct S1983 { /// n.
 pub n: Option<S1984> }
/// S1984.
pub struct S1984 { /// n.
 pub n: Option<S1985> }
/// S1985.
pub struct S1985 { /// n.
 pub n: Option<S1986> }
/// S1986.
pub struct S1986 { /// n.
 pub n: Option<S1987> }
/// S1987.
pub struct S1987 { /// n.
 pub n: Option<S1988> }
/// S1988.
pub struct S1988 { /// n.
 pub n: Option<S1989> }
/// S1989.
pub struct S1989 { /// n.
 pub n: Option<S1990> }
/// S1990.
pub struct S1990 { /// n.
 pub n: Option<S1991> }
/// S1991.
pub struct S1991 { /// n.
 pub n: Option<S1992> }
/// S1992.
pub struct S1992 { /// n.
 pub n: Option<S1993> }
/// S1993.
pub struct S1993 { /// n.
 pub n: Option<S1994> }
/// S1994.
pub struct S1994 { /// n.
 pub n: Option<S1995> }
/// S1995.
pub struct S1995 { /// n.
 pub n: Option<S1996> }
/// S1996.
pub struct S1996 { /// n.
 pub n: Option<S1997> }
/// S1997.
pub struct S1997 { /// n.
 pub n: Option<S1998> }
/// S1998.
pub struct S1998 { /// n.
 pub n: Option<S1999> }
/// S1999.
pub struct S1999 { /// n.
 pub n: Option<S2000> }
/// S2000.
pub struct S2000 { /// n.
 pub n: Option<S2001> }
/// S2001.
pub struct S2001 { /// n.
 pub n: Option<S2002> }
/// S2002.
pub struct S2002 { /// n.
 pub n: Option<S2003> }
/// S2003.
pub struct S2003 { /// n.
 pub n: Option<S2004> }
/// S2004.
pub struct S2004 { /// n.
 pub n: Option<S2005> }
/// S2005.
pub struct S2005 { /// n.
 pub n: Option<S2006> }
/// S2006.
pub struct S2006 { /// n.
 pub n: Option<S2007> }
/// S2007.
pub struct S2007 { /// n.
 pub n: Option<S2008> }
/// S2008.
pub struct S2008 { /// n.
 pub n: Option<S2009> }
/// S2009.
pub struct S2009 { /// n.
 pub n: Option<S2010> }
/// S2010.
pub struct S2010 { /// n.
 pub n: Option<S2011> }
/// S2011.
pub struct S2011 { /// n.
 pub n: Option<S2012> }
/// S2012.
pub struct S2012 { /// n.
 pub n: Option<S2013> }
/// S2013.
pub struct S2013 { /// n.
 pub n: Option<S2014> }
/// S2014.
pub struct S2014 { /// n.
 pub n: Option<S2015> }
/// S2015.
pub struct S2015 { /// n.
 pub n: Option<S2016> }
/// S2016.
pub struct S2016 { /// n.
 pub n: Option<S2017> }
/// S2017.
pub struct S2017 { /// n.
 pub n: Option<S2018> }
/// S2018.
pub struct S2018 { /// n.
 pub n: Option<S2019> }
/// S2019.
pub struct S2019 { /// n.
 pub n: Option<S2020> }
/// S2020.
pub struct S2020 { /// n.
 pub n: Option<S2021> }
/// S2021.
pub struct S2021 { /// n.
 pub n: Option<S2022> }
/// S2022.
pub struct S2022 { /// n.
 pub n: Option<S2023> }
/// S2023.
pub struct S2023 { /// n.
 pub n: Option<S2024> }
/// S2024.
pub struct S2024 { /// n.
 pub n: Option<S2025> }
/// S2025.
pub struct S2025 { /// n.
 pub n: Option<S2026> }
/// S2026.
pub struct S2026 { /// n.
 pub n: Option<S2027> }
/// S2027.
pub struct S2027 { /// n.
 pub n: Option<S2028> }
/// S2028.
pub struct S2028 { /// n.
 pub n: Option<S2029> }
/// S2029.
pub struct S2029 { /// n.
 pub n: Option<S2030> }
/// S2030.
pub struct S2030 { /// n.
 pub n: Option<S2031> }
/// S2031.
pub struct S2031 { /// n.
 pub n: Option<S2032> }
/// S2032.
pub struct S2032 { /// n.
 pub n: Option<S2033> }
/// S2033.
pub struct S2033 { /// n.
 pub n: Option<S2034> }
/// S2034.
pub struct S2034 { /// n.
 pub n: Option<S2035> }
/// S2035.
pub struct S2035 { /// n.
 pub n: Option<S2036> }
/// S2036.
pub struct S2036 { /// n.
 pub n: Option<S2037> }
/// S2037.
pub struct S2037 { /// n.
 pub n: Option<S2038> }
/// S2038.
pub struct S2038 { /// n.
 pub n: Option<S2039> }
/// S2039.
pub struct S2039 { /// n.
 pub n: Option<S2040> }
/// S2040.
pub struct S2040 { /// n.
 pub n: Option<S2041> }
/// S2041.
pub struct S2041 { /// n.
 pub n: Option<S2042> }
/// S2042.
pub struct S2042 { /// n.
 pub n: Option<S2043> }
/// S2043.
pub struct S2043 { /// n.
 pub n: Option<S2044> }
/// S2044.
pub struct S2044 { /// n.
 pub n: Option<S2045> }
/// S2045.
pub struct S2045 { /// n.
 pub n: Option<S2046> }
/// S2046.
pub struct S2046 { /// n.
 pub n: Option<S2047> }
/// S2047.
pub struct S2047 { /// n.
 pub n: Option<S2048> }
/// S2048.
pub struct S2048 { /// n.
 pub n: Option<S2049> }
/// S2049.
pub struct S2049 { /// n.
 pub n: Option<S2050> }
/// S2050.
pub struct S2050 { /// n.
 pub n: Option<S2051> }
/// S2051.
pub struct S2051 { /// n.
 pub n: Option<S2052> }
/// S2052.
pub struct S2052 { /// n.
 pub n: Option<S2053> }
/// S2053.
pub struct S2053 { /// n.
 pub n: Option<S2054> }
/// S2054.
pub struct S2054 { /// n.
 pub n: Option<S2055> }
/// S2055.
pub struct S2055 { /// n.
 pub n: Option<S2056> }
/// S2056.
pub struct S2056 { /// n.
 pub n: Option<S2057> }
/// S2057.
pub struct S2057 { /// n.
 pub n: Option<S2058> }
/// S2058.
pub struct S2058 { /// n.
 pub n: Option<S2059> }
/// S2059.
pub struct S2059 { /// n.
 pub n: Option<S2060> }
/// S2060.
pub struct S2060 { /// n.
 pub n: Option<S2061> }
/// S2061.
pub struct S2061 { /// n.
 pub n: Option<S2062> }
/// S2062.
pub struct S2062 { /// n.
 pub n: Option<S2063> }
/// S2063.
pub struct S2063 { /// n.
 pub n: Option<S2064> }
/// S2064.
pub struct S2064 { /// n.
 pub n: Option<S2065> }
/// S2065.
pub struct S2065 { /// n.
 pub n: Option<S2066> }
/// S2066.
pub struct S2066 { /// n.
 pub n: Option<S2067> }
/// S2067.
pub struct S2067 { /// n.
 pub n: Option<S2068> }
/// S2068.
pub struct S2068 { /// n.
 pub n: Option<S2069> }
/// S2069.
pub struct S2069 { /// n.
 pub n: Option<S2070> }
/// S2070.
pub struct S2070 { /// n.
 pub n: Option<S2071> }
/// S2071.
pub struct S2071 { /// n.
 pub n: Option<S2072> }
/// S2072.
pub struct S2072 { /// n.
 pub n: Option<S2073> }
/// S2073.
pub struct S2073 { /// n.
 pub n: Option<S2074> }
/// S2074.
pub struct S2074 { /// n.
 pub n: Option<S2075> }
/// S2075.
pub struct S2075 { /// n.
 pub n: Option<S2076> }
/// S2076.
pub struct S2076 { /// n.
 pub n: Option<S2077> }
/// S2077.
pub struct S2077 { /// n.
 pub n: Option<S2078> }
/// S2078.
pub struct S2078 { /// n.
 pub n: Option<S2079> }
/// S2079.
pub struct S2079 { /// n.
 pub n: Option<S2080> }
/// S2080.
pub struct S2080 { /// n.
 pub n: Option<S2081> }
/// S2081.
pub struct S2081 { /// n.
 pub n: Option<S2082> }
/// S2082.
pub struct S2082 { /// n.
 pub n: Option<S2083> }
/// S2083.
pub struct S2083 { /// n.
 pub n: Option<S2084> }
/// S2084.
pub struct S2084 { /// n.
 pub n: Option<S2085> }
/// S2085.
pub struct S2085 { /// n.
 pub n: Option<S2086> }
/// S2086.
pub struct S2086 { /// n.
 pub n: Option<S2087> }
/// S2087.
pub struct S2087 { /// n.
 pub n: Option<S2088> }
/// S2088.
pub struct S2088 { /// n.
 pub n: Option<S2089> }
/// S2089.
pub struct S2089 { /// n.
 pub n: Option<S2090> }
/// S2090.
pub struct S2090 { /// n.
 pub n: Option<S2091> }
/// S2091.
pub struct S2091 { /// n.
 pub n: Option<S2092> }
/// S2092.
pub struct S2092 { /// n.
 pub n: Option<S2093> }
/// S2093.
pub struct S2093 { /// n.
 pub n: Option<S2094> }
/// S2094.
pub struct S2094 { /// n.
 pub n: Option<S2095> }
/// S2095.
pub struct S2095 { /// n.
 pub n: Option<S2096> }
/// S2096.
pub struct S2096 { /// n.
 pub n: Option<S2097> }
/// S2097.
pub struct S2097 { /// n.
 pub n: Option<S2098> }
/// S2098.
pub struct S2098 { /// n.
 pub n: Option<S2099> }
/// S2099.
pub struct S2099 { /// n.
 pub n: Option<S2100> }
/// S2100.
pub struct S2100 { /// n.
 pub n: Option<S2101> }
/// S2101.
pub struct S2101 { /// n.
 pub n: Option<S2102> }
/// S2102.
pub struct S2102 { /// n.
 pub n: Option<S2103> }
/// S2103.
pub struct S2103 { /// n.
 pub n: Option<S2104> }
/// S2104.
pub struct S2104 { /// n.
 pub n: Option<S2105> }
/// S2105.
pub struct S2105 { /// n.
 pub n: Option<S2106> }
/// S2106.
pub struct S2106 { /// n.
 pub n: Option<S2107> }
/// S2107.
pub struct S2107 { /// n.
 pub n: Option<S2108> }
/// S2108.
pub struct S2108 { /// n.
 pub n: Option<S2109> }
/// S2109.
pub struct S2109 { /// n.
 pub n: Option<S2110> }
/// S2110.
pub struct S2110 { /// n.
 pub n: Option<S2111> }
/// S2111.
pub struct S2111 { /// n.
 pub n: Option<S2112> }
/// S2112.
pub struct S2112 { /// n.
 pub n: Option<S2113> }
/// S2113.
pub struct S2113 { /// n.
 pub n: Option<S2114> }
/// S2114.
pub struct S2114 { /// n.
 pub n: Option<S2115> }
/// S2115.
pub struct S2115 { /// n.
 pub n: Option<S2116> }
/// S2116.
pub struct S2116 { /// n.
 pub n: Option<S2117> }
/// S2117.
pub struct S2117 { /// n.
 pub n: Option<S2118> }
/// S2118.
pub struct S2118 { /// n.
 pub n: Option<S2119> }
/// S2119.
pub struct S2119 { /// n.
 pub n: Option<S2120> }
/// S2120.
pub struct S2120 { /// n.
 pub n: Option<S2121> }
/// S2121.
pub struct S2121 { /// n.
 pub n: Option<S2122> }
/// S2122.
pub struct S2122 { /// n.
 pub n: Option<S2123> }
/// S2123.
pub struct S2123 { /// n.
 pub n: Option<S2124> }
/// S2124.
pub struct S2124 { /// n.
 pub n: Option<S2125> }
/// S2125.
pub struct S2125 { /// n.
 pub n: Option<S2126> }
/// S2126.
pub struct S2126 { /// n.
 pub n: Option<S2127> }
/// S2127.
pub struct S2127 { /// n.
 pub n: Option<S2128> }
/// S2128.
pub struct S2128 { /// n.
 pub n: Option<S2129> }
/// S2129.
pub struct S2129 { /// n.
 pub n: Option<S2130> }
/// S2130.
pub struct S2130 { /// n.
 pub n: Option<S2131> }
/// S2131.
pub struct S2131 { /// n.
 pub n: Option<S2132> }
/// S2132.
pub struct S2132 { /// n.
 pub n: Option<S2133> }
/// S2133.
pub struct S2133 { /// n.
 pub n: Option<S2134> }
/// S2134.
pub struct S2134 { /// n.
 pub n: Option<S2135> }
/// S2135.
pub struct S2135 { /// n.
 pub n: Option<S2136> }
/// S2136.
pub struct S2136 { /// n.
 pub n: Option<S2137> }
/// S2137.
pub struct S2137 { /// n.
 pub n: Option<S2138> }
/// S2138.
pub struct S2138 { /// n.
 pub n: Option<S2139> }
/// S2139.
pub struct S2139 { /// n.
 pub n: Option<S2140> }
/// S2140.
pub struct S2140 { /// n.
 pub n: Option<S2141> }
/// S2141.
pub struct S2141 { /// n.
 pub n: Option<S2142> }
/// S2142.
pub struct S2142 { /// n.
 pub n: Option<S2143> }
/// S2143.
pub struct S2143 { /// n.
 pub n: Option<S2144> }
/// S2144.
pub struct S2144 { /// n.
 pub n: Option<S2145> }
/// S2145.
pub struct S2145 { /// n.
 pub n: Option<S2146> }
/// S2146.
pub struct S2146 { /// n.
 pub n: Option<S2147> }
/// S2147.
pub struct S2147 { /// n.
 pub n: Option<S2148> }
/// S2148.
pub struct S2148 { /// n.
 pub n: Option<S2149> }
/// S2149.
pub struct S2149 { /// n.
 pub n: Option<S2150> }
/// S2150.
pub struct S2150 { /// n.
 pub n: Option<S2151> }
/// S2151.
pub struct S2151 { /// n.
 pub n: Option<S2152> }
/// S2152.
pub struct S2152 { /// n.
 pub n: Option<S2153> }
/// S2153.
pub struct S2153 { /// n.
 pub n: Option<S2154> }
/// S2154.
pub struct S2154 { /// n.
 pub n: Option<S2155> }
/// S2155.
pub struct S2155 { /// n.
 pub n: Option<S2156> }
/// S2156.
pub struct S2156 { /// n.
 pub n: Option<S2157> }
/// S2157.
pub struct S2157 { /// n.
 pub n: Option<S2158> }
/// S2158.
pub struct S2158 { /// n.
 pub n: Option<S2159> }
/// S2159.
pub struct S2159 { /// n.
 pub n: Option<S2160> }
/// S2160.
pub struct S2160 { /// n.
 pub n: Option<S2161> }
/// S2161.
pub struct S2161 { /// n.
 pub n: Option<S2162> }
/// S2162.
pub struct S2162 { /// n.
 pub n: Option<S2163> }
/// S2163.
pub struct S2163 { /// n.
 pub n: Option<S2164> }
/// S2164.
pub struct S2164 { /// n.
 pub n: Option<S2165> }
/// S2165.
pub struct S2165 { /// n.
 pub n: Option<S2166> }
/// S2166.
pub struct S2166 { /// n.
 pub n: Option<S2167> }
/// S2167.
pub struct S2167 { /// n.
 pub n: Option<S2168> }
/// S2168.
pub struct S2168 { /// n.
 pub n: Option<S2169> }
/// S2169.
pub struct S2169 { /// n.
 pub n: Option<S2170> }
/// S2170.
pub struct S2170 { /// n.
 pub n: Option<S2171> }
/// S2171.
pub struct S2171 { /// n.
 pub n: Option<S2172> }
/// S2172.
pub struct S2172 { /// n.
 pub n: Option<S2173> }
/// S2173.
pub struct S2173 { /// n.
 pub n: Option<S2174> }
/// S2174.
pub struct S2174 { /// n.
 pub n: Option<S2175> }
/// S2175.
pub struct S2175 { /// n.
 pub n: Option<S2176> }
/// S2176.
pub struct S2176 { /// n.
 pub n: Option<S2177> }
/// S2177.
pub struct S2177 { /// n.
 pub n: Option<S2178> }
/// S2178.
pub struct S2178 { /// n.
 pub n: Option<S2179> }
/// S2179.
pub struct S2179 { /// n.
 pub n: Option<S2180> }
/// S2180.
pub struct S2180 { /// n.
 pub n: Option<S2181> }
/// S2181.
pub struct S2181 { /// n.
 pub n: Option<S2182> }
/// S2182.
pub struct S2182 { /// n.
 pub n: Option<S2183> }
/// S2183.
pub struct S2183 { /// n.
 pub n: Option<S2184> }
/// S2184.
pub struct S2184 { /// n.
 pub n: Option<S2185> }
/// S2185.
pub struct S2185 { /// n.
 pub n: Option<S2186> }
/// S2186.
pub struct S2186 { /// n.
 pub n: Option<S2187> }
/// S2187.
pub struct S2187 { /// n.
 pub n: Option<S2188> }
/// S2188.
pub struct S2188 { /// n.
 pub n: Option<S2189> }
/// S2189.
pub struct S2189 { /// n.
 pub n: Option<S2190> }
/// S2190.
pub struct S2190 { /// n.
 pub n: Option<S2191> }
/// S2191.
pub struct S2191 { /// n.
 pub n: Option<S2192> }
/// S2192.
pub struct S2192 { /// n.
 pub n: Option<S2193> }
/// S2193.
pub struct S2193 { /// n.
 pub n: Option<S2194> }
/// S2194.
pub struct S2194 { /// n.
 pub n: Option<S2195> }
/// S2195.
pub struct S2195 { /// n.
 pub n: Option<S2196> }
/// S2196.
pub struct S2196 { /// n.
 pub n: Option<S2197> }
/// S2197.
pub struct S2197 { /// n.
 pub n: Option<S2198> }
/// S2198.
pub struct S2198 { /// n.
 pub n: Option<S2199> }
/// S2199.
pub struct S2199 { /// n.
 pub n: Option<S2200> }
/// S2200.
pub struct S2200 { /// n.
 pub n: Option<S2201> }
/// S2201.
pub struct S2201 { /// n.
 pub n: Option<S2202> }
/// S2202.
pub struct S2202 { /// n.
 pub n: Option<S2203> }
/// S2203.
pub struct S2203 { /// n.
 pub n: Option<S2204> }
/// S2204.
pub struct S2204 { /// n.
 pub n: Option<S2205> }
/// S2205.
pub struct S2205 { /// n.
 pub n: Option<S2206> }
/// S2206.
pub struct S2206 { /// n.
 pub n: Option<S2207> }
/// S2207.
pub struct S2207 { /// n.
 pub n: Option<S2208> }
/// S2208.
pub struct S2208 { /// n.
 pub n: Option<S2209> }
/// S2209.
pub struct S2209 { /// n.
 pub n: Option<S2210> }
/// S2210.
pub struct S2210 { /// n.
 pub n: Option<S2211> }
/// S2211.
pub struct S2211 { /// n.
 pub n: Option<S2212> }
/// S2212.
pub struct S2212 { /// n.
 pub n: Option<S2213> }
/// S2213.
pub struct S2213 { /// n.
 pub n: Option<S2214> }
/// S2214.
pub struct S2214 { /// n.
 pub n: Option<S2215> }
/// S2215.
pub struct S2215 { /// n.
 pub n: Option<S2216> }
/// S2216.
pub struct S2216 { /// n.
 pub n: Option<S2217> }
/// S2217.
pub struct S2217 { /// n.
 pub n: Option<S2218> }
/// S2218.
pub struct S2218 { /// n.
 pub n: Option<S2219> }
/// S2219.
pub struct S2219 { /// n.
 pub n: Option<S2220> }
/// S2220.
pub struct S2220 { /// n.
 pub n: Option<S2221> }
/// S2221.
pub struct S2221 { /// n.
 pub n: Option<S2222> }
/// S2222.
pub struct S2222 { /// n.
 pub n: Option<S2223> }
/// S2223.
pub struct S2223 { /// n.
 pub n: Option<S2224> }
/// S2224.
pub struct S2224 { /// n.
 pub n: Option<S2225> }
/// S2225.
pub struct S2225 { /// n.
 pub n: Option<S2226> }
/// S2226.
pub struct S2226 { /// n.
 pub n: Option<S2227> }
/// S2227.
pub struct S2227 { /// n.
 pub n: Option<S2228> }
/// S2228.
pub struct S2228 { /// n.
 pub n: Option<S2229> }
/// S2229.
pub struct S2229 { /// n.
 pub n: Option<S2230> }
/// S2230.
pub struct S2230 { /// n.
 pub n: Option<S2231> }
/// S2231.
pub struct S2231 { /// n.
 pub n: Option<S2232> }
/// S2232.
pub struct S2232 { /// n.
 pub n: Option<S2233> }
/// S2233.
pub struct S2233 { /// n.
 pub n: Option<S2234> }
/// S2234.
pub struct S2234 { /// n.
 pub n: Option<S2235> }
/// S2235.
pub struct S2235 { /// n.
 pub n: Option<S2236> }
/// S2236.
pub struct S2236 { /// n.
 pub n: Option<S2237> }
/// S2237.
pub struct S2237 { /// n.
 pub n: Option<S2238> }
/// S2238.
pub struct S2238 { /// n.
 pub n: Option<S2239> }
/// S2239.
pub struct S2239 { /// n.
 pub n: Option<S2240> }
/// S2240.
pub struct S2240 { /// n.
 pub n: Option<S2241> }
/// S2241.
pub struct S2241 { /// n.
 pub n: Option<S2242> }
/// S2242.
pub struct S2242 { /// n.
 pub n: Option<S2243> }
/// S2243.
pub struct S2243 { /// n.
 pub n: Option<S2244> }
/// S2244.
pub struct S2244 { /// n.
 pub n: Option<S2245> }
/// S2245.
pub struct S2245 { /// n.
 pub n: Option<S2246> }
/// S2246.
pub struct S2246 { /// n.
 pub n: Option<S2247> }
/// S2247.
pub struct S2247 { /// n.
 pub n: Option<S2248> }
/// S2248.
pub struct S2248 { /// n.
 pub n: Option<S2249> }
/// S2249.
pub struct S2249 { /// n.
 pub n: Option<S2250> }
/// S2250.
pub struct S2250 { /// n.
 pub n: Option<S2251> }
/// S2251.
pub struct S2251 { /// n.
 pub n: Option<S2252> }
/// S2252.
pub struct S2252 { /// n.
 pub n: Option<S2253> }
/// S2253.
pub struct S2253 { /// n.
 pub n: Option<S2254> }
/// S2254.
pub struct S2254 { /// n.
 pub n: Option<S2255> }
/// S2255.
pub struct S2255 { /// n.
 pub n: Option<S2256> }
/// S2256.
pub struct S2256 { /// n.
 pub n: Option<S2257> }
/// S2257.
pub struct S2257 { /// n.
 pub n: Option<S2258> }
/// S2258.
pub struct S2258 { /// n.
 pub n: Option<S2259> }
/// S2259.
pub struct S2259 { /// n.
 pub n: Option<S2260> }
/// S2260.
pub struct S2260 { /// n.
 pub n: Option<S2261> }
/// S2261.
pub struct S2261 { /// n.
 pub n: Option<S2262> }
/// S2262.
pub struct S2262 { /// n.
 pub n: Option<S2263> }
/// S2263.
pub struct S2263 { /// n.
 pub n: Option<S2264> }
/// S2264.
pub struct S2264 { /// n.
 pub n: Option<S2265> }
/// S2265.
pub struct S2265 { /// n.
 pub n: Option<S2266> }
/// S2266.
pub struct S2266 { /// n.
 pub n: Option<S2267> }
/// S2267.
pub struct S2267 { /// n.
 pub n: Option<S2268> }
/// S2268.
pub struct S2268 { /// n.
 pub n: Option<S2269> }
/// S2269.
pub struct S2269 { /// n.
 pub n: Option<S2270> }
/// S2270.
pub struct S2270 { /// n.
 pub n: Option<S2271> }
/// S2271.
pub struct S2271 { /// n.
 pub n: Option<S2272> }
/// S2272.
pub struct S2272 { /// n.
 pub n: Option<S2273> }
/// S2273.
pub struct S2273 { /// n.
 pub n: Option<S2274> }
/// S2274.
pub struct S2274 { /// n.
 pub n: Option<S2275> }
/// S2275.
pub struct S2275 { /// n.
 pub n: Option<S2276> }
/// S2276.
pub struct S2276 { /// n.
 pub n: Option<S2277> }
/// S2277.
pub struct S2277 { /// n.
 pub n: Option<S2278> }
/// S2278.
pub struct S2278 { /// n.
 pub n: Option<S2279> }
/// S2279.
pub struct S2279 { /// n.
 pub n: Option<S2280> }
/// S2280.
pub struct S2280 { /// n.
 pub n: Option<S2281> }
/// S2281.
pub struct S2281 { /// n.
 pub n: Option<S2282> }
/// S2282.
pub struct S2282 { /// n.
 pub n: Option<S2283> }
/// S2283.
pub struct S2283 { /// n.
 pub n: Option<S2284> }
/// S2284.
pub struct S2284 { /// n.
 pub n: Option<S2285> }
/// S2285.
pub struct S2285 { /// n.
 pub n: Option<S2286> }
/// S2286.
pub struct S2286 { /// n.
 pub n: Option<S2287> }
/// S2287.
pub struct S2287 { /// n.
 pub n: Option<S2288> }
/// S2288.
pub struct S2288 { /// n.
 pub n: Option<S2289> }
/// S2289.
pub struct S2289 { /// n.
 pub n: Option<S2290> }
/// S2290.
pub struct S2290 { /// n.
 pub n: Option<S2291> }
/// S2291.
pub struct S2291 { /// n.
 pub n: Option<S2292> }
/// S2292.
pub struct S2292 { /// n.
 pub n: Option<S2293> }
/// S2293.
pub struct S2293 { /// n.
 pub n: Option<S2294> }
/// S2294.
pub struct S2294 { /// n.
 pub n: Option<S2295> }
/// S2295.
pub struct S2295 { /// n.
 pub n: Option<S2296> }
/// S2296.
pub struct S2296 { /// n.
 pub n: Option<S2297> }
/// S2297.
pub struct S2297 { /// n.
 pub n: Option<S2298> }
/// S2298.
pub struct S2298 { /// n.
 pub n: Option<S2299> }
/// S2299.
pub struct S2299 { /// n.
 pub n: Option<S2300> }
/// S2300.
pub struct S2300 { /// n.
 pub n: Option<S2301> }
/// S2301.
pub struct S2301 { /// n.
 pub n: Option<S2302> }
/// S2302.
pub struct S2302 { /// n.
 pub n: Option<S2303> }
/// S2303.
pub struct S2303 { /// n.
 pub n: Option<S2304> }
/// S2304.
pub struct S2304 { /// n.
 pub n: Option<S2305> }
/// S2305.
pub struct S2305 { /// n.
 pub n: Option<S2306> }
/// S2306.
pub struct S2306 { /// n.
 pub n: Option<S2307> }
/// S2307.
pub struct S2307 { /// n.
 pub n: Option<S2308> }
/// S2308.
pub struct S2308 { /// n.
 pub n: Option<S2309> }
/// S2309.
pub struct S2309 { /// n.
 pub n: Option<S2310> }
/// S2310.
pub struct S2310 { /// n.
 pub n: Option<S2311> }
/// S2311.
pub struct S2311 { /// n.
 pub n: Option<S2312> }
/// S2312.
pub struct S2312 { /// n.
 pub n: Option<S2313> }
/// S2313.
pub struct S2313 { /// n.
 pub n: Option<S2314> }
/// S2314.
pub struct S2314 { /// n.
 pub n: Option<S2315> }
/// S2315.
pub struct S2315 { /// n.
 pub n: Option<S2316> }
/// S2316.
pub struct S2316 { /// n.
 pub n: Option<S2317> }
/// S2317.
pub struct S2317 { /// n.
 pub n: Option<S2318> }
/// S2318.
pub struct S2318 { /// n.
 pub n: Option<S2319> }
/// S2319.
pub struct S2319 { /// n.
 pub n: Option<S2320> }
/// S2320.
pub struct S2320 { /// n.
 pub n: Option<S2321> }
/// S2321.
pub struct S2321 { /// n.
 pub n: Option<S2322> }
/// S2322.
pub struct S2322 { /// n.
 pub n: Option<S2323> }
/// S2323.
pub struct S2323 { /// n.
 pub n: Option<S2324> }
/// S2324.
pub struct S2324 { /// n.
 pub n: Option<S2325> }
/// S2325.
pub struct S2325 { /// n.
 pub n: Option<S2326> }
/// S2326.
pub struct S2326 { /// n.
 pub n: Option<S2327> }
/// S2327.
pub struct S2327 { /// n.
 pub n: Option<S2328> }
/// S2328.
pub struct S2328 { /// n.
 pub n: Option<S2329> }
/// S2329.
pub struct S2329 { /// n.
 pub n: Option<S2330> }
/// S2330.
pub struct S2330 { /// n.
 pub n: Option<S2331> }
/// S2331.
pub struct S2331 { /// n.
 pub n: Option<S2332> }
/// S2332.
pub struct S2332 { /// n.
 pub n: Option<S2333> }
/// S2333.
pub struct S2333 { /// n.
 pub n: Option<S2334> }
/// S2334.
pub struct S2334 { /// n.
 pub n: Option<S2335> }
/// S2335.
pub struct S2335 { /// n.
 pub n: Option<S2336> }
/// S2336.
pub struct S2336 { /// n.
 pub n: Option<S2337> }
/// S2337.
pub struct S2337 { /// n.
 pub n: Option<S2338> }
/// S2338.
pub struct S2338 { /// n.
 pub n: Option<S2339> }
/// S2339.
pub struct S2339 { /// n.
 pub n: Option<S2340> }
/// S2340.
pub struct S2340 { /// n.
 pub n: Option<S2341> }
/// S2341.
pub struct S2341 { /// n.
 pub n: Option<S2342> }
/// S2342.
pub struct S2342 { /// n.
 pub n: Option<S2343> }
/// S2343.
pub struct S2343 { /// n.
 pub n: Option<S2344> }
/// S2344.
pub struct S2344 { /// n.
 pub n: Option<S2345> }
/// S2345.
pub struct S2345 { /// n.
 pub n: Option<S2346> }
/// S2346.
pub struct S2346 { /// n.
 pub n: Option<S2347> }
/// S2347.
pub struct S2347 { /// n.
 pub n: Option<S2348> }
/// S2348.
pub struct S2348 { /// n.
 pub n: Option<S2349> }
/// S2349.
pub struct S2349 { /// n.
 pub n: Option<S2350> }
/// S2350.
pub struct S2350 { /// n.
 pub n: Option<S2351> }
/// S2351.
pub struct S2351 { /// n.
 pub n: Option<S2352> }
/// S2352.
pub struct S2352 { /// n.
 pub n: Option<S2353> }
/// S2353.
pub struct S2353 { /// n.
 pub n: Option<S2354> }
/// S2354.
pub struct S2354 { /// n.
 pub n: Option<S2355> }
/// S2355.
pub struct S2355 { /// n.
 pub n: Option<S2356> }
/// S2356.
pub struct S2356 { /// n.
 pub n: Option<S2357> }
/// S2357.
pub struct S2357 { /// n.
 pub n: Option<S2358> }
/// S2358.
pub struct S2358 { /// n.
 pub n: Option<S2359> }
/// S2359.
pub struct S2359 { /// n.
 pub n: Option<S2360> }
/// S2360.
pub struct S2360 { /// n.
 pub n: Option<S2361> }
/// S2361.
pub struct S2361 { /// n.
 pub n: Option<S2362> }
/// S2362.
pub struct S2362 { /// n.
 pub n: Option<S2363> }
/// S2363.
pub struct S2363 { /// n.
 pub n: Option<S2364> }
/// S2364.
pub struct S2364 { /// n.
 pub n: Option<S2365> }
/// S2365.
pub struct S2365 { /// n.
 pub n: Option<S2366> }
/// S2366.
pub struct S2366 { /// n.
 pub n: Option<S2367> }
/// S2367.
pub struct S2367 { /// n.
 pub n: Option<S2368> }
/// S2368.
pub struct S2368 { /// n.
 pub n: Option<S2369> }
/// S2369.
pub struct S2369 { /// n.
 pub n: Option<S2370> }
/// S2370.
pub struct S2370 { /// n.
 pub n: Option<S2371> }
/// S2371.
pub struct S2371 { /// n.
 pub n: Option<S2372> }
/// S2372.
pub struct S2372 { /// n.
 pub n: Option<S2373> }
/// S2373.
pub struct S2373 { /// n.
 pub n: Option<S2374> }
/// S2374.
pub struct S2374 { /// n.
 pub n: Option<S2375> }
/// S2375.
pub struct S2375 { /// n.
 pub n: Option<S2376> }
/// S2376.
pub struct S2376 { /// n.
 pub n: Option<S2377> }
/// S2377.
pub struct S2377 { /// n.
 pub n: Option<S2378> }
/// S2378.
pub struct S2378 { /// n.
 pub n: Option<S2379> }
/// S2379.
pub struct S2379 { /// n.
 pub n: Option<S2380> }
/// S2380.
pub struct S2380 { /// n.
 pub n: Option<S2381> }
/// S2381.
pub struct S2381 { /// n.
 pub n: Option<S2382> }
/// S2382.
pub struct S2382 { /// n.
 pub n: Option<S2383> }
/// S2383.
pub struct S2383 { /// n.
 pub n: Option<S2384> }
/// S2384.
pub struct S2384 { /// n.
 pub n: Option<S2385> }
/// S2385.
pub struct S2385 { /// n.
 pub n: Option<S2386> }
/// S2386.
pub struct S2386 { /// n.
 pub n: Option<S2387> }
/// S2387.
pub struct S2387 { /// n.
 pub n: Option<S2388> }
/// S2388.
pub struct S2388 { /// n.
 pub n: Option<S2389> }
/// S2389.
pub struct S2389 { /// n.
 pub n: Option<S2390> }
/// S2390.
pub struct S2390 { /// n.
 pub n: Option<S2391> }
/// S2391.
pub struct S2391 { /// n.
 pub n: Option<S2392> }
/// S2392.
pub struct S2392 { /// n.
 pub n: Option<S2393> }
/// S2393.
pub struct S2393 { /// n.
 pub n: Option<S2394> }
/// S2394.
pub struct S2394 { /// n.
 pub n: Option<S2395> }
/// S2395.
pub struct S2395 { /// n.
 pub n: Option<S2396> }
/// S2396.
pub struct S2396 { /// n.
 pub n: Option<S2397> }
/// S2397.
pub struct S2397 { /// n.
 pub n: Option<S2398> }
/// S2398.
pub struct S2398 { /// n.
 pub n: Option<S2399> }
/// S2399.
pub struct S2399 { /// n.
 pub n: Option<S2400> }
/// S2400.
pub struct S2400 { /// n.
 pub n: Option<S2401> }
/// S2401.
pub struct S2401 { /// n.
 pub n: Option<S2402> }
/// S2402.
pub struct S2402 { /// n.
 pub n: Option<S2403> }
/// S2403.
pub struct S2403 { /// n.
 pub n: Option<S2404> }
/// S2404.
pub struct S2404 { /// n.
 pub n: Option<S2405> }
/// S2405.
pub struct S2405 { /// n.
 pub n: Option<S2406> }
/// S2406.
pub struct S2406 { /// n.
 pub n: Option<S2407> }
/// S2407.
pub struct S2407 { /// n.
 pub n: Option<S2408> }
/// S2408.
pub struct S2408 { /// n.
 pub n: Option<S2409> }
/// S2409.
pub struct S2409 { /// n.
 pub n: Option<S2410> }
/// S2410.
pub struct S2410 { /// n.
 pub n: Option<S2411> }
/// S2411.
pub struct S2411 { /// n.
 pub n: Option<S2412> }
/// S2412.
pub struct S2412 { /// n.
 pub n: Option<S2413> }
/// S2413.
pub struct S2413 { /// n.
 pub n: Option<S2414> }
/// S2414.
pub struct S2414 { /// n.
 pub n: Option<S2415> }
/// S2415.
pub struct S2415 { /// n.
 pub n: Option<S2416> }
/// S2416.
pub struct S2416 { /// n.
 pub n: Option<S2417> }
/// S2417.
pub struct S2417 { /// n.
 pub n: Option<S2418> }
/// S2418.
pub struct S2418 { /// n.
 pub n: Option<S2419> }
/// S2419.
pub struct S2419 { /// n.
 pub n: Option<S2420> }
/// S2420.
pub struct S2420 { /// n.
 pub n: Option<S2421> }
/// S2421.
pub struct S2421 { /// n.
 pub n: Option<S2422> }
/// S2422.
pub struct S2422 { /// n.
 pub n: Option<S2423> }
/// S2423.
pub struct S2423 { /// n.
 pub n: Option<S2424> }
/// S2424.
pub struct S2424 { /// n.
 pub n: Option<S2425> }
/// S2425.
pub struct S2425 { /// n.
 pub n: Option<S2426> }
/// S2426.
pub struct S2426 { /// n.
 pub n: Option<S2427> }
/// S2427.
pub struct S2427 { /// n.
 pub n: Option<S2428> }
/// S2428.
pub struct S2428 { /// n.
 pub n: Option<S2429> }
/// S2429.
pub struct S2429 { /// n.
 pub n: Option<S2430> }
/// S2430.
pub struct S2430 { /// n.
 pub n: Option<S2431> }
/// S2431.
pub struct S2431 { /// n.
 pub n: Option<S2432> }
/// S2432.
pub struct S2432 { /// n.
 pub n: Option<S2433> }
/// S2433.
pub struct S2433 { /// n.
 pub n: Option<S2434> }
/// S2434.
pub struct S2434 { /// n.
 pub n: Option<S2435> }
/// S2435.
pub struct S2435 { /// n.
 pub n: Option<S2436> }
/// S2436.
pub struct S2436 { /// n.
 pub n: Option<S2437> }
/// S2437.
pub struct S2437 { /// n.
 pub n: Option<S2438> }
/// S2438.
pub struct S2438 { /// n.
 pub n: Option<S2439> }
/// S2439.
pub struct S2439 { /// n.
 pub n: Option<S2440> }
/// S2440.
pub struct S2440 { /// n.
 pub n: Option<S2441> }
/// S2441.
pub struct S2441 { /// n.
 pub n: Option<S2442> }
/// S2442.
pub struct S2442 { /// n.
 pub n: Option<S2443> }
/// S2443.
pub struct S2443 { /// n.
 pub n: Option<S2444> }
/// S2444.
pub struct S2444 { /// n.
 pub n: Option<S2445> }
/// S2445.
pub struct S2445 { /// n.
 pub n: Option<S2446> }
/// S2446.
pub struct S2446 { /// n.
 pub n: Option<S2447> }
/// S2447.
pub struct S2447 { /// n.
 pub n: Option<S2448> }
/// S2448.
pub struct S2448 { /// n.
 pub n: Option<S2449> }
/// S2449.
pub struct S2449 { /// n.
 pub n: Option<S2450> }
/// S2450.
pub struct S2450 { /// n.
 pub n: Option<S2451> }
/// S2451.
pub struct S2451 { /// n.
 pub n: Option<S2452> }
/// S2452.
pub struct S2452 { /// n.
 pub n: Option<S2453> }
/// S2453.
pub struct S2453 { /// n.
 pub n: Option<S2454> }
/// S2454.
pub struct S2454 { /// n.
 pub n: Option<S2455> }
/// S2455.
pub struct S2455 { /// n.
 pub n: Option<S2456> }
/// S2456.
pub struct S2456 { /// n.
 pub n: Option<S2457> }
/// S2457.
pub struct S2457 { /// n.
 pub n: Option<S2458> }
/// S2458.
pub struct S2458 { /// n.
 pub n: Option<S2459> }
/// S2459.
pub struct S2459 { /// n.
 pub n: Option<S2460> }
/// S2460.
pub struct S2460 { /// n.
 pub n: Option<S2461> }
/// S2461.
pub struct S2461 { /// n.
 pub n: Option<S2462> }
/// S2462.
pub struct S2462 { /// n.
 pub n: Option<S2463> }
/// S2463.
pub struct S2463 { /// n.
 pub n: Option<S2464> }
/// S2464.
pub struct S2464 { /// n.
 pub n: Option<S2465> }
/// S2465.
pub struct S2465 { /// n.
 pub n: Option<S2466> }
/// S2466.
pub struct S2466 { /// n.
 pub n: Option<S2467> }
/// S2467.
pub struct S2467 { /// n.
 pub n: Option<S2468> }
/// S2468.
pub struct S2468 { /// n.
 pub n: Option<S2469> }
/// S2469.
pub struct S2469 { /// n.
 pub n: Option<S2470> }
/// S2470.
pub struct S2470 { /// n.
 pub n: Option<S2471> }
/// S2471.
pub struct S2471 { /// n.
 pub n: Option<S2472> }
/// S2472.
pub struct S2472 { /// n.
 pub n: Option<S2473> }
/// S2473.
pub struct S2473 { /// n.
 pub n: Option<S2474> }
/// S2474.
pub struct S2474 { /// n.
 pub n: Option<S2475> }
/// S2475.
pub struct S2475 { /// n.
 pub n: Option<S2476> }
/// S2476.
pub struct S2476 { /// n.
 pub n: Option<S2477> }
/// S2477.
pub struct S2477 { /// n.
 pub n: Option<S2478> }
/// S2478.
pub struct S2478 { /// n.
 pub n: Option<S2479> }
/// S2479.
pub struct S2479 { /// n.
 pub n: Option<S2480> }
/// S2480.
pub struct S2480 { /// n.
 pub n: Option<S2481> }
/// S2481.
pub struct S2481 { /// n.
 pub n: Option<S2482> }
/// S2482.
pub struct S2482 { /// n.
 pub n: Option<S2483> }
/// S2483.
pub struct S2483 { /// n.
 pub n: Option<S2484> }
/// S2484.
pub struct S2484 { /// n.
 pub n: Option<S2485> }
/// S2485.
pub struct S2485 { /// n.
 pub n: Option<S2486> }
/// S2486.
pub struct S2486 { /// n.
 pub n: Option<S2487> }
/// S2487.
pub struct S2487 { /// n.
 pub n: Option<S2488> }
/// S2488.
pub struct S2488 { /// n.
 pub n: Option<S2489> }
/// S2489.
pub struct S2489 { /// n.
 pub n: Option<S2490> }
/// S2490.
pub struct S2490 { /// n.
 pub n: Option<S2491> }
/// S2491.
pub struct S2491 { /// n.
 pub n: Option<S2492> }
/// S2492.
pub struct S2492 { /// n.
 pub n: Option<S2493> }
/// S2493.
pub struct S2493 { /// n.
 pub n: Option<S2494> }
/// S2494.
pub struct S2494 { /// n.
 pub n: Option<S2495> }
/// S2495.
pub struct S2495 { /// n.
 pub n: Option<S2496> }
/// S2496.
pub struct S2496 { /// n.
 pub n: Option<S2497> }
/// S2497.
pub struct S2497 { /// n.
 pub n: Option<S2498> }
/// S2498.
pub struct S2498 { /// n.
 pub n: Option<S2499> }
/// S2499.
pub struct S2499 { /// n.
 pub n: Option<S2500> }
/// S2500.
pub struct S2500 { /// n.
 pub n: Option<S2501> }
/// S2501.
pub struct S2501 { /// n.
 pub n: Option<S2502> }
/// S2502.
pub struct S2502 { /// n.
 pub n: Option<S2503> }
/// S2503.
pub struct S2503 { /// n.
 pub n: Option<S2504> }
/// S2504.
pub struct S2504 { /// n.
 pub n: Option<S2505> }
/// S2505.
pub struct S2505 { /// n.
 pub n: Option<S2506> }
/// S2506.
pub struct S2506 { /// n.
 pub n: Option<S2507> }
/// S2507.
pub struct S2507 { /// n.
 pub n: Option<S2508> }
/// S2508.
pub struct S2508 { /// n.
 pub n: Option<S2509> }
/// S2509.
pub struct S2509 { /// n.
 pub n: Option<S2510> }
/// S2510.
pub struct S2510 { /// n.
 pub n: Option<S2511> }
/// S2511.
pub struct S2511 { /// n.
 pub n: Option<S2512> }
/// S2512.
pub struct S2512 { /// n.
 pub n: Option<S2513> }
/// S2513.
pub struct S2513 { /// n.
 pub n: Option<S2514> }
/// S2514.
pub struct S2514 { /// n.
 pub n: Option<S2515> }
/// S2515.
pub struct S2515 { /// n.
 pub n: Option<S2516> }
/// S2516.
pub struct S2516 { /// n.
 pub n: Option<S2517> }
/// S2517.
pub struct S2517 { /// n.
 pub n: Option<S2518> }
/// S2518.
pub struct S2518 { /// n.
 pub n: Option<S2519> }
/// S2519.
pub struct S2519 { /// n.
 pub n: Option<S2520> }
/// S2520.
pub struct S2520 { /// n.
 pub n: Option<S2521> }
/// S2521.
pub struct S2521 { /// n.
 pub n: Option<S2522> }
/// S2522.
pub struct S2522 { /// n.
 pub n: Option<S2523> }
/// S2523.
pub struct S2523 { /// n.
 pub n: Option<S2524> }
/// S2524.
pub struct S2524 { /// n.
 pub n: Option<S2525> }
/// S2525.
pub struct S2525 { /// n.
 pub n: Option<S2526> }
/// S2526.
pub struct S2526 { /// n.
 pub n: Option<S2527> }
/// S2527.
pub struct S2527 { /// n.
 pub n: Option<S2528> }
/// S2528.
pub struct S2528 { /// n.
 pub n: Option<S2529> }
/// S2529.
pub struct S2529 { /// n.
 pub n: Option<S2530> }
/// S2530.
pub struct S2530 { /// n.
 pub n: Option<S2531> }
/// S2531.
pub struct S2531 { /// n.
 pub n: Option<S2532> }
/// S2532.
pub struct S2532 { /// n.
 pub n: Option<S2533> }
/// S2533.
pub struct S2533 { /// n.
 pub n: Option<S2534> }
/// S2534.
pub struct S2534 { /// n.
 pub n: Option<S2535> }
/// S2535.
pub struct S2535 { /// n.
 pub n: Option<S2536> }
/// S2536.
pub struct S2536 { /// n.
 pub n: Option<S2537> }
/// S2537.
pub struct S2537 { /// n.
 pub n: Option<S2538> }
/// S2538.
pub struct S2538 { /// n.
 pub n: Option<S2539> }
/// S2539.
pub struct S2539 { /// n.
 pub n: Option<S2540> }
/// S2540.
pub struct S2540 { /// n.
 pub n: Option<S2541> }
/// S2541.
pub struct S2541 { /// n.
 pub n: Option<S2542> }
/// S2542.
pub struct S2542 { /// n.
 pub n: Option<S2543> }
/// S2543.
pub struct S2543 { /// n.
 pub n: Option<S2544> }
/// S2544.
pub struct S2544 { /// n.
 pub n: Option<S2545> }
/// S2545.
pub struct S2545 { /// n.
 pub n: Option<S2546> }
/// S2546.
pub struct S2546 { /// n.
 pub n: Option<S2547> }
/// S2547.
pub struct S2547 { /// n.
 pub n: Option<S2548> }
/// S2548.
pub struct S2548 { /// n.
 pub n: Option<S2549> }
/// S2549.
pub struct S2549 { /// n.
 pub n: Option<S2550> }
/// S2550.
pub struct S2550 { /// n.
 pub n: Option<S2551> }
/// S2551.
pub struct S2551 { /// n.
 pub n: Option<S2552> }
/// S2552.
pub struct S2552 { /// n.
 pub n: Option<S2553> }
/// S2553.
pub struct S2553 { /// n.
 pub n: Option<S2554> }
/// S2554.
pub struct S2554 { /// n.
 pub n: Option<S2555> }
/// S2555.
pub struct S2555 { /// n.
 pub n: Option<S2556> }
/// S2556.
pub struct S2556 { /// n.
 pub n: Option<S2557> }
/// S2557.
pub struct S2557 { /// n.
 pub n: Option<S2558> }
/// S2558.
pub struct S2558 { /// n.
 pub n: Option<S2559> }
/// S2559.
pub struct S2559 { /// n.
 pub n: Option<S2560> }
/// S2560.
pub struct S2560 { /// n.
 pub n: Option<S2561> }
/// S2561.
pub struct S2561 { /// n.
 pub n: Option<S2562> }
/// S2562.
pub struct S2562 { /// n.
 pub n: Option<S2563> }
/// S2563.
pub struct S2563 { /// n.
 pub n: Option<S2564> }
/// S2564.
pub struct S2564 { /// n.
 pub n: Option<S2565> }
/// S2565.
pub struct S2565 { /// n.
 pub n: Option<S2566> }
/// S2566.
pub struct S2566 { /// n.
 pub n: Option<S2567> }
/// S2567.
pub struct S2567 { /// n.
 pub n: Option<S2568> }
/// S2568.
pub struct S2568 { /// n.
 pub n: Option<S2569> }
/// S2569.
pub struct S2569 { /// n.
 pub n: Option<S2570> }
/// S2570.
pub struct S2570 { /// n.
 pub n: Option<S2571> }
/// S2571.
pub struct S2571 { /// n.
 pub n: Option<S2572> }
/// S2572.
pub struct S2572 { /// n.
 pub n: Option<S2573> }
/// S2573.
pub struct S2573 { /// n.
 pub n: Option<S2574> }
/// S2574.
pub struct S2574 { /// n.
 pub n: Option<S2575> }
/// S2575.
pub struct S2575 { /// n.
 pub n: Option<S2576> }
/// S2576.
pub struct S2576 { /// n.
 pub n: Option<S2577> }
/// S2577.
pub struct S2577 { /// n.
 pub n: Option<S2578> }
/// S2578.
pub struct S2578 { /// n.
 pub n: Option<S2579> }
/// S2579.
pub struct S2579 { /// n.
 pub n: Option<S2580> }
/// S2580.
pub struct S2580 { /// n.
 pub n: Option<S2581> }
/// S2581.
pub struct S2581 { /// n.
 pub n: Option<S2582> }
/// S2582.
pub struct S2582 { /// n.
 pub n: Option<S2583> }
/// S2583.
pub struct S2583 { /// n.
 pub n: Option<S2584> }
/// S2584.
pub struct S2584 { /// n.
 pub n: Option<S2585> }
/// S2585.
pub struct S2585 { /// n.
 pub n: Option<S2586> }
/// S2586.
pub struct S2586 { /// n.
 pub n: Option<S2587> }
/// S2587.
pub struct S2587 { /// n.
 pub n: Option<S2588> }
/// S2588.
pub struct S2588 { /// n.
 pub n: Option<S2589> }
/// S2589.
pub struct S2589 { /// n.
 pub n: Option<S2590> }
/// S2590.
pub struct S2590 { /// n.
 pub n: Option<S2591> }
/// S2591.
pub struct S2591 { /// n.
 pub n: Option<S2592> }
/// S2592.
pub struct S2592 { /// n.
 pub n: Option<S2593> }
/// S2593.
pub struct S2593 { /// n.
 pub n: Option<S2594> }
/// S2594.
pub struct S2594 { /// n.
 pub n: Option<S2595> }
/// S2595.
pub struct S2595 { /// n.
 pub n: Option<S2596> }
/// S2596.
pub struct S2596 { /// n.
 pub n: Option<S2597> }
/// S2597.
pub struct S2597 { /// n.
 pub n: Option<S2598> }
/// S2598.
pub struct S2598 { /// n.
 pub n: Option<S2599> }
/// S2599.
pub struct S2599 { /// n.
 pub n: Option<S2600> }
/// S2600.
pub struct S2600 { /// n.
 pub n: Option<S2601> }
/// S2601.
pub struct S2601 { /// n.
 pub n: Option<S2602> }
/// S2602.
pub struct S2602 { /// n.
 pub n: Option<S2603> }
/// S2603.
pub struct S2603 { /// n.
 pub n: Option<S2604> }
/// S2604.
pub struct S2604 { /// n.
 pub n: Option<S2605> }
/// S2605.
pub struct S2605 { /// n.
 pub n: Option<S2606> }
/// S2606.
pub struct S2606 { /// n.
 pub n: Option<S2607> }
/// S2607.
pub struct S2607 { /// n.
 pub n: Option<S2608> }
/// S2608.
pub struct S2608 { /// n.
 pub n: Option<S2609> }
/// S2609.
pub struct S2609 { /// n.
 pub n: Option<S2610> }
/// S2610.
pub struct S2610 { /// n.
 pub n: Option<S2611> }
/// S2611.
pub struct S2611 { /// n.
 pub n: Option<S2612> }
/// S2612.
pub struct S2612 { /// n.
 pub n: Option<S2613> }
/// S2613.
pub struct S2613 { /// n.
 pub n: Option<S2614> }
/// S2614.
pub struct S2614 { /// n.
 pub n: Option<S2615> }
/// S2615.
pub struct S2615 { /// n.
 pub n: Option<S2616> }
/// S2616.
pub struct S2616 { /// n.
 pub n: Option<S2617> }
/// S2617.
pub struct S2617 { /// n.
 pub n: Option<S2618> }
/// S2618.
pub struct S2618 { /// n.
 pub n: Option<S2619> }
/// S2619.
pub struct S2619 { /// n.
 pub n: Option<S2620> }
/// S2620.
pub struct S2620 { /// n.
 pub n: Option<S2621> }
/// S2621.
pub struct S2621 { /// n.
 pub n: Option<S2622> }
/// S2622.
pub struct S2622 { /// n.
 pub n: Option<S2623> }
/// S2623.
pub struct S2623 { /// n.
 pub n: Option<S2624> }
/// S2624.
pub struct S2624 { /// n.
 pub n: Option<S2625> }
/// S2625.
pub struct S2625 { /// n.
 pub n: Option<S2626> }
/// S2626.
pub struct S2626 { /// n.
 pub n: Option<S2627> }
/// S2627.
pub struct S2627 { /// n.
 pub n: Option<S2628> }
/// S2628.
pub struct S2628 { /// n.
 pub n: Option<S2629> }
/// S2629.
pub struct S2629 { /// n.
 pub n: Option<S2630> }
/// S2630.
pub struct S2630 { /// n.
 pub n: Option<S2631> }
/// S2631.
pub struct S2631 { /// n.
 pub n: Option<S2632> }
/// S2632.
pub struct S2632 { /// n.
 pub n: Option<S2633> }
/// S2633.
pub struct S2633 { /// n.
 pub n: Option<S2634> }
/// S2634.
pub struct S2634 { /// n.
 pub n: Option<S2635> }
/// S2635.
pub struct S2635 { /// n.
 pub n: Option<S2636> }
/// S2636.
pub struct S2636 { /// n.
 pub n: Option<S2637> }
/// S2637.
pub struct S2637 { /// n.
 pub n: Option<S2638> }
/// S2638.
pub struct S2638 { /// n.
 pub n: Option<S2639> }
/// S2639.
pub struct S2639 { /// n.
 pub n: Option<S2640> }
/// S2640.
pub struct S2640 { /// n.
 pub n: Option<S2641> }
/// S2641.
pub struct S2641 { /// n.
 pub n: Option<S2642> }
/// S2642.
pub struct S2642 { /// n.
 pub n: Option<S2643> }
/// S2643.
pub struct S2643 { /// n.
 pub n: Option<S2644> }
/// S2644.
pub struct S2644 { /// n.
 pub n: Option<S2645> }
/// S2645.
pub struct S2645 { /// n.
 pub n: Option<S2646> }
/// S2646.
pub struct S2646 { /// n.
 pub n: Option<S2647> }
/// S2647.
pub struct S2647 { /// n.
 pub n: Option<S2648> }
/// S2648.
pub struct S2648 { /// n.
 pub n: Option<S2649> }
/// S2649.
pub struct S2649 { /// n.
 pub n: Option<S2650> }
/// S2650.
pub struct S2650 { /// n.
 pub n: Option<S2651> }
/// S2651.
pub struct S2651 { /// n.
 pub n: Option<S2652> }
/// S2652.
pub struct S2652 { /// n.
 pub n: Option<S2653> }
/// S2653.
pub struct S2653 { /// n.
 pub n: Option<S2654> }
/// S2654.
pub struct S2654 { /// n.
 pub n: Option<S2655> }
/// S2655.
pub struct S2655 { /// n.
 pub n: Option<S2656> }
/// S2656.
pub struct S2656 { /// n.
 pub n: Option<S2657> }
/// S2657.
pub struct S2657 { /// n.
 pub n: Option<S2658> }
/// S2658.
pub struct S2658 { /// n.
 pub n: Option<S2659> }
/// S2659.
pub struct S2659 { /// n.
 pub n: Option<S2660> }
/// S2660.
pub struct S2660 { /// n.
 pub n: Option<S2661> }
/// S2661.
pub struct S2661 { /// n.
 pub n: Option<S2662> }
/// S2662.
pub struct S2662 { /// n.
 pub n: Option<S2663> }
/// S2663.
pub struct S2663 { /// n.
 pub n: Option<S2664> }
/// S2664.
pub struct S2664 { /// n.
 pub n: Option<S2665> }
/// S2665.
pub struct S2665 { /// n.
 pub n: Option<S2666> }
/// S2666.
pub struct S2666 { /// n.
 pub n: Option<S2667> }
/// S2667.
pub struct S2667 { /// n.
 pub n: Option<S2668> }
/// S2668.
pub struct S2668 { /// n.
 pub n: Option<S2669> }
/// S2669.
pub struct S2669 { /// n.
 pub n: Option<S2670> }
/// S2670.
pub struct S2670 { /// n.
 pub n: Option<S2671> }
/// S2671.
pub struct S2671 { /// n.
 pub n: Option<S2672> }
/// S2672.
pub struct S2672 { /// n.
 pub n: Option<S2673> }
/// S2673.
pub struct S2673 { /// n.
 pub n: Option<S2674> }
/// S2674.
pub struct S2674 { /// n.
 pub n: Option<S2675> }
/// S2675.
pub struct S2675 { /// n.
 pub n: Option<S2676> }
/// S2676.
pub struct S2676 { /// n.
 pub n: Option<S2677> }
/// S2677.
pub struct S2677 { /// n.
 pub n: Option<S2678> }
/// S2678.
pub struct S2678 { /// n.
 pub n: Option<S2679> }
/// S2679.
pub struct S2679 { /// n.
 pub n: Option<S2680> }
/// S2680.
pub struct S2680 { /// n.
 pub n: Option<S2681> }
/// S2681.
pub struct S2681 { /// n.
 pub n: Option<S2682> }
/// S2682.
pub struct S2682 { /// n.
 pub n: Option<S2683> }
/// S2683.
pub struct S2683 { /// n.
 pub n: Option<S2684> }
/// S2684.
pub struct S2684 { /// n.
 pub n: Option<S2685> }
/// S2685.
pub struct S2685 { /// n.
 pub n: Option<S2686> }
/// S2686.
pub struct S2686 { /// n.
 pub n: Option<S2687> }
/// S2687.
pub struct S2687 { /// n.
 pub n: Option<S2688> }
/// S2688.
pub struct S2688 { /// n.
 pub n: Option<S2689> }
/// S2689.
pub struct S2689 { /// n.
 pub n: Option<S2690> }
/// S2690.
pub struct S2690 { /// n.
 pub n: Option<S2691> }
/// S2691.
pub struct S2691 { /// n.
 pub n: Option<S2692> }
/// S2692.
pub struct S2692 { /// n.
 pub n: Option<S2693> }
/// S2693.
pub struct S2693 { /// n.
 pub n: Option<S2694> }
/// S2694.
pub struct S2694 { /// n.
 pub n: Option<S2695> }
/// S2695.
pub struct S2695 { /// n.
 pub n: Option<S2696> }
/// S2696.
pub struct S2696 { /// n.
 pub n: Option<S2697> }
/// S2697.
pub struct S2697 { /// n.
 pub n: Option<S2698> }
/// S2698.
pub struct S2698 { /// n.
 pub n: Option<S2699> }
/// S2699.
pub struct S2699 { /// n.
 pub n: Option<S2700> }
/// S2700.
pub struct S2700 { /// n.
 pub n: Option<S2701> }
/// S2701.
pub struct S2701 { /// n.
 pub n: Option<S2702> }
/// S2702.
pub struct S2702 { /// n.
 pub n: Option<S2703> }
/// S2703.
pub struct S2703 { /// n.
 pub n: Option<S2704> }
/// S2704.
pub struct S2704 { /// n.
 pub n: Option<S2705> }
/// S2705.
pub struct S2705 { /// n.
 pub n: Option<S2706> }
/// S2706.
pub struct S2706 { /// n.
 pub n: Option<S2707> }
/// S2707.
pub struct S2707 { /// n.
 pub n: Option<S2708> }
/// S2708.
pub struct S2708 { /// n.
 pub n: Option<S2709> }
/// S2709.
pub struct S2709 { /// n.
 pub n: Option<S2710> }
/// S2710.
pub struct S2710 { /// n.
 pub n: Option<S2711> }
/// S2711.
pub struct S2711 { /// n.
 pub n: Option<S2712> }
/// S2712.
pub struct S2712 { /// n.
 pub n: Option<S2713> }
/// S2713.
pub struct S2713 { /// n.
 pub n: Option<S2714> }
/// S2714.
pub struct S2714 { /// n.
 pub n: Option<S2715> }
/// S2715.
pub struct S2715 { /// n.
 pub n: Option<S2716> }
/// S2716.
pub struct S2716 { /// n.
 pub n: Option<S2717> }
/// S2717.
pub struct S2717 { /// n.
 pub n: Option<S2718> }
/// S2718.
pub struct S2718 { /// n.
 pub n: Option<S2719> }
/// S2719.
pub struct S2719 { /// n.
 pub n: Option<S2720> }
/// S2720.
pub struct S2720 { /// n.
 pub n: Option<S2721> }
/// S2721.
pub struct S2721 { /// n.
 pub n: Option<S2722> }
/// S2722.
pub struct S2722 { /// n.
 pub n: Option<S2723> }
/// S2723.
pub struct S2723 { /// n.
 pub n: Option<S2724> }
/// S2724.
pub struct S2724 { /// n.
 pub n: Option<S2725> }
/// S2725.
pub struct S2725 { /// n.
 pub n: Option<S2726> }
/// S2726.
pub struct S2726 { /// n.
 pub n: Option<S2727> }
/// S2727.
pub struct S2727 { /// n.
 pub n: Option<S2728> }
/// S2728.
pub struct S2728 { /// n.
 pub n: Option<S2729> }
/// S2729.
pub struct S2729 { /// n.
 pub n: Option<S2730> }
/// S2730.
pub struct S2730 { /// n.
 pub n: Option<S2731> }
/// S2731.
pub struct S2731 { /// n.
 pub n: Option<S2732> }
/// S2732.
pub struct S2732 { /// n.
 pub n: Option<S2733> }
/// S2733.
pub struct S2733 { /// n.
 pub n: Option<S2734> }
/// S2734.
pub struct S2734 { /// n.
 pub n: Option<S2735> }
/// S2735.
pub struct S2735 { /// n.
 pub n: Option<S2736> }
/// S2736.
pub struct S2736 { /// n.
 pub n: Option<S2737> }
/// S2737.
pub struct S2737 { /// n.
 pub n: Option<S2738> }
/// S2738.
pub struct S2738 { /// n.
 pub n: Option<S2739> }
/// S2739.
pub struct S2739 { /// n.
 pub n: Option<S2740> }
/// S2740.
pub struct S2740 { /// n.
 pub n: Option<S2741> }
/// S2741.
pub struct S2741 { /// n.
 pub n: Option<S2742> }
/// S2742.
pub struct S2742 { /// n.
 pub n: Option<S2743> }
/// S2743.
pub struct S2743 { /// n.
 pub n: Option<S2744> }
/// S2744.
pub struct S2744 { /// n.
 pub n: Option<S2745> }
/// S2745.
pub struct S2745 { /// n.
 pub n: Option<S2746> }
/// S2746.
pub struct S2746 { /// n.
 pub n: Option<S2747> }
/// S2747.
pub struct S2747 { /// n.
 pub n: Option<S2748> }
/// S2748.
pub struct S2748 { /// n.
 pub n: Option<S2749> }
/// S2749.
pub struct S2749 { /// n.
 pub n: Option<S2750> }
/// S2750.
pub struct S2750 { /// n.
 pub n: Option<S2751> }
/// S2751.
pub struct S2751 { /// n.
 pub n: Option<S2752> }
/// S2752.
pub struct S2752 { /// n.
 pub n: Option<S2753> }
/// S2753.
pub struct S2753 { /// n.
 pub n: Option<S2754> }
/// S2754.
pub struct S2754 { /// n.
 pub n: Option<S2755> }
/// S2755.
pub struct S2755 { /// n.
 pub n: Option<S2756> }
/// S2756.
pub struct S2756 { /// n.
 pub n: Option<S2757> }
/// S2757.
pub struct S2757 { /// n.
 pub n: Option<S2758> }
/// S2758.
pub struct S2758 { /// n.
 pub n: Option<S2759> }
/// S2759.
pub struct S2759 { /// n.
 pub n: Option<S2760> }
/// S2760.
pub struct S2760 { /// n.
 pub n: Option<S2761> }
/// S2761.
pub struct S2761 { /// n.
 pub n: Option<S2762> }
/// S2762.
pub struct S2762 { /// n.
 pub n: Option<S2763> }
/// S2763.
pub struct S2763 { /// n.
 pub n: Option<S2764> }
/// S2764.
pub struct S2764 { /// n.
 pub n: Option<S2765> }
/// S2765.
pub struct S2765 { /// n.
 pub n: Option<S2766> }
/// S2766.
pub struct S2766 { /// n.
 pub n: Option<S2767> }
/// S2767.
pub struct S2767 { /// n.
 pub n: Option<S2768> }
/// S2768.
pub struct S2768 { /// n.
 pub n: Option<S2769> }
/// S2769.
pub struct S2769 { /// n.
 pub n: Option<S2770> }
/// S2770.
pub struct S2770 { /// n.
 pub n: Option<S2771> }
/// S2771.
pub struct S2771 { /// n.
 pub n: Option<S2772> }
/// S2772.
pub struct S2772 { /// n.
 pub n: Option<S2773> }
/// S2773.
pub struct S2773 { /// n.
 pub n: Option<S2774> }
/// S2774.
pub struct S2774 { /// n.
 pub n: Option<S2775> }
/// S2775.
pub struct S2775 { /// n.
 pub n: Option<S2776> }
/// S2776.
pub struct S2776 { /// n.
 pub n: Option<S2777> }
/// S2777.
pub struct S2777 { /// n.
 pub n: Option<S2778> }
/// S2778.
pub struct S2778 { /// n.
 pub n: Option<S2779> }
/// S2779.
pub struct S2779 { /// n.
 pub n: Option<S2780> }
/// S2780.
pub struct S2780 { /// n.
 pub n: Option<S2781> }
/// S2781.
pub struct S2781 { /// n.
 pub n: Option<S2782> }
/// S2782.
pub struct S2782 { /// n.
 pub n: Option<S2783> }
/// S2783.
pub struct S2783 { /// n.
 pub n: Option<S2784> }
/// S2784.
pub struct S2784 { /// n.
 pub n: Option<S2785> }
/// S2785.
pub struct S2785 { /// n.
 pub n: Option<S2786> }
/// S2786.
pub struct S2786 { /// n.
 pub n: Option<S2787> }
/// S2787.
pub struct S2787 { /// n.
 pub n: Option<S2788> }
/// S2788.
pub struct S2788 { /// n.
 pub n: Option<S2789> }
/// S2789.
pub struct S2789 { /// n.
 pub n: Option<S2790> }
/// S2790.
pub struct S2790 { /// n.
 pub n: Option<S2791> }
/// S2791.
pub struct S2791 { /// n.
 pub n: Option<S2792> }
/// S2792.
pub struct S2792 { /// n.
 pub n: Option<S2793> }
/// S2793.
pub struct S2793 { /// n.
 pub n: Option<S2794> }
/// S2794.
pub struct S2794 { /// n.
 pub n: Option<S2795> }
/// S2795.
pub struct S2795 { /// n.
 pub n: Option<S2796> }
/// S2796.
pub struct S2796 { /// n.
 pub n: Option<S2797> }
/// S2797.
pub struct S2797 { /// n.
 pub n: Option<S2798> }
/// S2798.
pub struct S2798 { /// n.
 pub n: Option<S2799> }
/// S2799.
pub struct S2799 { /// n.
 pub n: Option<S2800> }
/// S2800.
pub struct S2800 { /// n.
 pub n: Option<S2801> }
/// S2801.
pub struct S2801 { /// n.
 pub n: Option<S2802> }
/// S2802.
pub struct S2802 { /// n.
 pub n: Option<S2803> }
/// S2803.
pub struct S2803 { /// n.
 pub n: Option<S2804> }
/// S2804.
pub struct S2804 { /// n.
 pub n: Option<S2805> }
/// S2805.
pub struct S2805 { /// n.
 pub n: Option<S2806> }
/// S2806.
pub struct S2806 { /// n.
 pub n: Option<S2807> }
/// S2807.
pub struct S2807 { /// n.
 pub n: Option<S2808> }
/// S2808.
pub struct S2808 { /// n.
 pub n: Option<S2809> }
/// S2809.
pub struct S2809 { /// n.
 pub n: Option<S2810> }
/// S2810.
pub struct S2810 { /// n.
 pub n: Option<S2811> }
/// S2811.
pub struct S2811 { /// n.
 pub n: Option<S2812> }
/// S2812.
pub struct S2812 { /// n.
 pub n: Option<S2813> }
/// S2813.
pub struct S2813 { /// n.
 pub n: Option<S2814> }
/// S2814.
pub struct S2814 { /// n.
 pub n: Option<S2815> }
/// S2815.
pub struct S2815 { /// n.
 pub n: Option<S2816> }
/// S2816.
pub struct S2816 { /// n.
 pub n: Option<S2817> }
/// S2817.
pub struct S2817 { /// n.
 pub n: Option<S2818> }
/// S2818.
pub struct S2818 { /// n.
 pub n: Option<S2819> }
/// S2819.
pub struct S2819 { /// n.
 pub n: Option<S2820> }
/// S2820.
pub struct S2820 { /// n.
 pub n: Option<S2821> }
/// S2821.
pub struct S2821 { /// n.
 pub n: Option<S2822> }
/// S2822.
pub struct S2822 { /// n.
 pub n: Option<S2823> }
/// S2823.
pub struct S2823 { /// n.
 pub n: Option<S2824> }
/// S2824.
pub struct S2824 { /// n.
 pub n: Option<S2825> }
/// S2825.
pub struct S2825 { /// n.
 pub n: Option<S2826> }
/// S2826.
pub struct S2826 { /// n.
 pub n: Option<S2827> }
/// S2827.
pub struct S2827 { /// n.
 pub n: Option<S2828> }
/// S2828.
pub struct S2828 { /// n.
 pub n: Option<S2829> }
/// S2829.
pub struct S2829 { /// n.
 pub n: Option<S2830> }
/// S2830.
pub struct S2830 { /// n.
 pub n: Option<S2831> }
/// S2831.
pub struct S2831 { /// n.
 pub n: Option<S2832> }
/// S2832.
pub struct S2832 { /// n.
 pub n: Option<S2833> }
/// S2833.
pub struct S2833 { /// n.
 pub n: Option<S2834> }
/// S2834.
pub struct S2834 { /// n.
 pub n: Option<S2835> }
/// S2835.
pub struct S2835 { /// n.
 pub n: Option<S2836> }
/// S2836.
pub struct S2836 { /// n.
 pub n: Option<S2837> }
/// S2837.
pub struct S2837 { /// n.
 pub n: Option<S2838> }
/// S2838.
pub struct S2838 { /// n.
 pub n: Option<S2839> }
/// S2839.
pub struct S2839 { /// n.
 pub n: Option<S2840> }
/// S2840.
pub struct S2840 { /// n.
 pub n: Option<S2841> }
/// S2841.
pub struct S2841 { /// n.
 pub n: Option<S2842> }
/// S2842.
pub struct S2842 { /// n.
 pub n: Option<S2843> }
/// S2843.
pub struct S2843 { /// n.
 pub n: Option<S2844> }
/// S2844.
pub struct S2844 { /// n.
 pub n: Option<S2845> }
/// S2845.
pub struct S2845 { /// n.
 pub n: Option<S2846> }
/// S2846.
pub struct S2846 { /// n.
 pub n: Option<S2847> }
/// S2847.
pub struct S2847 { /// n.
 pub n: Option<S2848> }
/// S2848.
pub struct S2848 { /// n.
 pub n: Option<S2849> }
/// S2849.
pub struct S2849 { /// n.
 pub n: Option<S2850> }
/// S2850.
pub struct S2850 { /// n.
 pub n: Option<S2851> }
/// S2851.
pub struct S2851 { /// n.
 pub n: Option<S2852> }
/// S2852.
pub struct S2852 { /// n.
 pub n: Option<S2853> }
/// S2853.
pub struct S2853 { /// n.
 pub n: Option<S2854> }
/// S2854.
pub struct S2854 { /// n.
 pub n: Option<S2855> }
/// S2855.
pub struct S2855 { /// n.
 pub n: Option<S2856> }
/// S2856.
pub struct S2856 { /// n.
 pub n: Option<S2857> }
/// S2857.
pub struct S2857 { /// n.
 pub n: Option<S2858> }
/// S2858.
pub struct S2858 { /// n.
 pub n: Option<S2859> }
/// S2859.
pub struct S2859 { /// n.
 pub n: Option<S2860> }
/// S2860.
pub struct S2860 { /// n.
 pub n: Option<S2861> }
/// S2861.
pub struct S2861 { /// n.
 pub n: Option<S2862> }
/// S2862.
pub struct S2862 { /// n.
 pub n: Option<S2863> }
/// S2863.
pub struct S2863 { /// n.
 pub n: Option<S2864> }
/// S2864.
pub struct S2864 { /// n.
 pub n: Option<S2865> }
/// S2865.
pub struct S2865 { /// n.
 pub n: Option<S2866> }
/// S2866.
pub struct S2866 { /// n.
 pub n: Option<S2867> }
/// S2867.
pub struct S2867 { /// n.
 pub n: Option<S2868> }
/// S2868.
pub struct S2868 { /// n.
 pub n: Option<S2869> }
/// S2869.
pub struct S2869 { /// n.
 pub n: Option<S2870> }
/// S2870.
pub struct S2870 { /// n.
 pub n: Option<S2871> }
/// S2871.
pub struct S2871 { /// n.
 pub n: Option<S2872> }
/// S2872.
pub struct S2872 { /// n.
 pub n: Option<S2873> }
/// S2873.
pub struct S2873 { /// n.
 pub n: Option<S2874> }
/// S2874.
pub struct S2874 { /// n.
 pub n: Option<S2875> }
/// S2875.
pub struct S2875 { /// n.
 pub n: Option<S2876> }
/// S2876.
pub struct S2876 { /// n.
 pub n: Option<S2877> }
/// S2877.
pub struct S2877 { /// n.
 pub n: Option<S2878> }
/// S2878.
pub struct S2878 { /// n.
 pub n: Option<S2879> }
/// S2879.
pub struct S2879 { /// n.
 pub n: Option<S2880> }
/// S2880.
pub struct S2880 { /// n.
 pub n: Option<S2881> }
/// S2881.
pub struct S2881 { /// n.
 pub n: Option<S2882> }
/// S2882.
pub struct S2882 { /// n.
 pub n: Option<S2883> }
/// S2883.
pub struct S2883 { /// n.
 pub n: Option<S2884> }
/// S2884.
pub struct S2884 { /// n.
 pub n: Option<S2885> }
/// S2885.
pub struct S2885 { /// n.
 pub n: Option<S2886> }
/// S2886.
pub struct S2886 { /// n.
 pub n: Option<S2887> }
/// S2887.
pub struct S2887 { /// n.
 pub n: Option<S2888> }
/// S2888.
pub struct S2888 { /// n.
 pub n: Option<S2889> }
/// S2889.
pub struct S2889 { /// n.
 pub n: Option<S2890> }
/// S2890.
pub struct S2890 { /// n.
 pub n: Option<S2891> }
/// S2891.
pub struct S2891 { /// n.
 pub n: Option<S2892> }
/// S2892.
pub struct S2892 { /// n.
 pub n: Option<S2893> }
/// S2893.
pub struct S2893 { /// n.
 pub n: Option<S2894> }
/// S2894.
pub struct S2894 { /// n.
 pub n: Option<S2895> }
/// S2895.
pub struct S2895 { /// n.
 pub n: Option<S2896> }
/// S2896.
pub struct S2896 { /// n.
 pub n: Option<S2897> }
/// S2897.
pub struct S2897 { /// n.
 pub n: Option<S2898> }
/// S2898.
pub struct S2898 { /// n.
 pub n: Option<S2899> }
/// S2899.
pub struct S2899 { /// n.
 pub n: Option<S2900> }
/// S2900.
pub struct S2900 { /// n.
 pub n: Option<S2901> }
/// S2901.
pub struct S2901 { /// n.
 pub n: Option<S2902> }
/// S2902.
pub struct S2902 { /// n.
 pub n: Option<S2903> }
/// S2903.
pub struct S2903 { /// n.
 pub n: Option<S2904> }
/// S2904.
pub struct S2904 { /// n.
 pub n: Option<S2905> }
/// S2905.
pub struct S2905 { /// n.
 pub n: Option<S2906> }
/// S2906.
pub struct S2906 { /// n.
 pub n: Option<S2907> }
/// S2907.
pub struct S2907 { /// n.
 pub n: Option<S2908> }
/// S2908.
pub struct S2908 { /// n.
 pub n: Option<S2909> }
/// S2909.
pub struct S2909 { /// n.
 pub n: Option<S2910> }
/// S2910.
pub struct S2910 { /// n.
 pub n: Option<S2911> }
/// S2911.
pub struct S2911 { /// n.
 pub n: Option<S2912> }
/// S2912.
pub struct S2912 { /// n.
 pub n: Option<S2913> }
/// S2913.
pub struct S2913 { /// n.
 pub n: Option<S2914> }
/// S2914.
pub struct S2914 { /// n.
 pub n: Option<S2915> }
/// S2915.
pub struct S2915 { /// n.
 pub n: Option<S2916> }
/// S2916.
pub struct S2916 { /// n.
 pub n: Option<S2917> }
/// S2917.
pub struct S2917 { /// n.
 pub n: Option<S2918> }
/// S2918.
pub struct S2918 { /// n.
 pub n: Option<S2919> }
/// S2919.
pub struct S2919 { /// n.
 pub n: Option<S2920> }
/// S2920.
pub struct S2920 { /// n.
 pub n: Option<S2921> }
/// S2921.
pub struct S2921 { /// n.
 pub n: Option<S2922> }
/// S2922.
pub struct S2922 { /// n.
 pub n: Option<S2923> }
/// S2923.
pub struct S2923 { /// n.
 pub n: Option<S2924> }
/// S2924.
pub struct S2924 { /// n.
 pub n: Option<S2925> }
/// S2925.
pub struct S2925 { /// n.
 pub n: Option<S2926> }
/// S2926.
pub struct S2926 { /// n.
 pub n: Option<S2927> }
/// S2927.
pub struct S2927 { /// n.
 pub n: Option<S2928> }
/// S2928.
pub struct S2928 { /// n.
 pub n: Option<S2929> }
/// S2929.
pub struct S2929 { /// n.
 pub n: Option<S2930> }
/// S2930.
pub struct S2930 { /// n.
 pub n: Option<S2931> }
/// S2931.
pub struct S2931 { /// n.
 pub n: Option<S2932> }
/// S2932.
pub struct S2932 { /// n.
 pub n: Option<S2933> }
/// S2933.
pub struct S2933 { /// n.
 pub n: Option<S2934> }
/// S2934.
pub struct S2934 { /// n.
 pub n: Option<S2935> }
/// S2935.
pub struct S2935 { /// n.
 pub n: Option<S2936> }
/// S2936.
pub struct S2936 { /// n.
 pub n: Option<S2937> }
/// S2937.
pub struct S2937 { /// n.
 pub n: Option<S2938> }
/// S2938.
pub struct S2938 { /// n.
 pub n: Option<S2939> }
/// S2939.
pub struct S2939 { /// n.
 pub n: Option<S2940> }
/// S2940.
pub struct S2940 { /// n.
 pub n: Option<S2941> }
/// S2941.
pub struct S2941 { /// n.
 pub n: Option<S2942> }
/// S2942.
pub struct S2942 { /// n.
 pub n: Option<S2943> }
/// S2943.
pub struct S2943 { /// n.
 pub n: Option<S2944> }
/// S2944.
pub struct S2944 { /// n.
 pub n: Option<S2945> }
/// S2945.
pub struct S2945 { /// n.
 pub n: Option<S2946> }
/// S2946.
pub struct S2946 { /// n.
 pub n: Option<S2947> }
/// S2947.
pub struct S2947 { /// n.
 pub n: Option<S2948> }
/// S2948.
pub struct S2948 { /// n.
 pub n: Option<S2949> }
/// S2949.
pub struct S2949 { /// n.
 pub n: Option<S2950> }
/// S2950.
pub struct S2950 { /// n.
 pub n: Option<S2951> }
/// S2951.
pub struct S2951 { /// n.
 pub n: Option<S2952> }
/// S2952.
pub struct S2952 { /// n.
 pub n: Option<S2953> }
/// S2953.
pub struct S2953 { /// n.
 pub n: Option<S2954> }
/// S2954.
pub struct S2954 { /// n.
 pub n: Option<S2955> }
/// S2955.
pub struct S2955 { /// n.
 pub n: Option<S2956> }
/// S2956.
pub struct S2956 { /// n.
 pub n: Option<S2957> }
/// S2957.
pub struct S2957 { /// n.
 pub n: Option<S2958> }
/// S2958.
pub struct S2958 { /// n.
 pub n: Option<S2959> }
/// S2959.
pub struct S2959 { /// n.
 pub n: Option<S2960> }
/// S2960.
pub struct S2960 { /// n.
 pub n: Option<S2961> }
/// S2961.
pub struct S2961 { /// n.
 pub n: Option<S2962> }
/// S2962.
pub struct S2962 { /// n.
 pub n: Option<S2963> }
/// S2963.
pub struct S2963 { /// n.
 pub n: Option<S2964> }
/// S2964.
pub struct S2964 { /// n.
 pub n: Option<S2965> }
/// S2965.
pub struct S2965 { /// n.
 pub n: Option<S2966> }
/// S2966.
pub struct S2966 { /// n.
 pub n: Option<S2967> }
/// S2967.
pub struct S2967 { /// n.
 pub n: Option<S2968> }
/// S2968.
pub struct S2968 { /// n.
 pub n: Option<S2969> }
/// S2969.
pub struct S2969 { /// n.
 pub n: Option<S2970> }
/// S2970.
pub struct S2970 { /// n.
 pub n: Option<S2971> }
/// S2971.
pub struct S2971 { /// n.
 pub n: Option<S2972> }
/// S2972.
pub struct S2972 { /// n.
 pub n: Option<S2973> }
/// S2973.
pub struct S2973 { /// n.
 pub n: Option<S2974> }
/// S2974.
pub struct S2974 { /// n.
 pub n: Option<S2975> }
/// S2975.
pub struct S2975 { /// n.
 pub n: Option<S2976> }
/// S2976.
pub struct S2976 { /// n.
 pub n: Option<S2977> }
/// S2977.
pub struct S2977 { /// n.
 pub n: Option<S2978> }
/// S2978.
pub struct S2978 { /// n.
 pub n: Option<S2979> }
/// S2979.
pub struct S2979 { /// n.
 pub n: Option<S2980> }
/// S2980.
pub struct S2980 { /// n.
 pub n: Option<S2981> }
/// S2981.
pub struct S2981 { /// n.
 pub n: Option<S2982> }
/// S2982.
pub struct S2982 { /// n.
 pub n: Option<S2983> }
/// S2983.
pub struct S2983 { /// n.
 pub n: Option<S2984> }
/// S2984.
pub struct S2984 { /// n.
 pub n: Option<S2985> }
/// S2985.
pub struct S2985 { /// n.
 pub n: Option<S2986> }
/// S2986.
pub struct S2986 { /// n.
 pub n: Option<S2987> }
/// S2987.
pub struct S2987 { /// n.
 pub n: Option<S2988> }
/// S2988.
pub struct S2988 { /// n.
 pub n: Option<S2989> }
/// S2989.
pub struct S2989 { /// n.
 pub n: Option<S2990> }
/// S2990.
pub struct S2990 { /// n.
 pub n: Option<S2991> }
/// S2991.
pub struct S2991 { /// n.
 pub n: Option<S2992> }
/// S2992.
pub struct S2992 { /// n.
 pub n: Option<S2993> }
/// S2993.
pub struct S2993 { /// n.
 pub n: Option<S2994> }
/// S2994.
pub struct S2994 { /// n.
 pub n: Option<S2995> }
/// S2995.
pub struct S2995 { /// n.
 pub n: Option<S2996> }
/// S2996.
pub struct S2996 { /// n.
 pub n: Option<S2997> }
/// S2997.
pub struct S2997 { /// n.
 pub n: Option<S2998> }
/// S2998.
pub struct S2998 { /// n.
 pub n: Option<S2999> }
/// S2999.
pub struct S2999 { /// n.
 pub n: Option<S3000> }
/// S3000.
pub struct S3000 { /// x.
 pub x: String }
