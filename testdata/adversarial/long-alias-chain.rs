//! +groupName=adv.example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Adv is a Kind.
/// +kubebuilder:object:root=true
pub struct Adv {
    /// metadata is standard.
    pub metadata: ObjectMeta,
    /// a is an alias.
    pub a: A0,
}
/// A0.
pub type A0 = A1;
/// A1.
pub type A1 = A2;
/// A2.
pub type A2 = A3;
/// A3.
pub type A3 = A4;
/// A4.
pub type A4 = A5;
/// A5.
pub type A5 = A6;
/// A6.
pub type A6 = A7;
/// A7.
pub type A7 = A8;
/// A8.
pub type A8 = A9;
/// A9.
pub type A9 = A10;
/// A10.
pub type A10 = A11;
/// A11.
pub type A11 = A12;
/// A12.
pub type A12 = A13;
/// A13.
pub type A13 = A14;
/// A14.
pub type A14 = A15;
/// A15.
pub type A15 = A16;
/// A16.
pub type A16 = A17;
/// A17.
pub type A17 = A18;
/// A18.
pub type A18 = A19;
/// A19.
pub type A19 = A20;
/// A20.
pub type A20 = A21;
/// A21.
pub type A21 = A22;
/// A22.
pub type A22 = A23;
/// A23.
pub type A23 = A24;
/// A24.
pub type A24 = A25;
/// A25.
pub type A25 = A26;
/// A26.
pub type A26 = A27;
/// A27.
pub type A27 = A28;
/// A28.
pub type A28 = A29;
/// A29.
pub type A29 = A30;
/// A30.
pub type A30 = A31;
/// A31.
pub type A31 = A32;
/// A32.
pub type A32 = A33;
/// A33.
pub type A33 = A34;
/// A34.
pub type A34 = A35;
/// A35.
pub type A35 = A36;
/// A36.
pub type A36 = A37;
/// A37.
pub type A37 = A38;
/// A38.
pub type A38 = A39;
/// A39.
pub type A39 = A40;
/// A40.
pub type A40 = A41;
/// A41.
pub type A41 = A42;
/// A42.
pub type A42 = A43;
/// A43.
pub type A43 = A44;
/// A44.
pub type A44 = A45;
/// A45.
pub type A45 = A46;
/// A46.
pub type A46 = A47;
/// A47.
pub type A47 = A48;
/// A48.
pub type A48 = A49;
/// A49.
pub type A49 = A50;
/// A50.
pub type A50 = A51;
/// A51.
pub type A51 = A52;
/// A52.
pub type A52 = A53;
/// A53.
pub type A53 = A54;
/// A54.
pub type A54 = A55;
/// A55.
pub type A55 = A56;
/// A56.
pub type A56 = A57;
/// A57.
pub type A57 = A58;
/// A58.
pub type A58 = A59;
/// A59.
pub type A59 = A60;
/// A60.
pub type A60 = A61;
/// A61.
pub type A61 = A62;
/// A62.
pub type A62 = A63;
/// A63.
pub type A63 = A64;
/// A64.
pub type A64 = A65;
/// A65.
pub type A65 = A66;
/// A66.
pub type A66 = A67;
/// A67.
pub type A67 = A68;
/// A68.
pub type A68 = A69;
/// A69.
pub type A69 = A70;
/// A70.
pub type A70 = A71;
/// A71.
pub type A71 = A72;
/// A72.
pub type A72 = A73;
/// A73.
pub type A73 = A74;
/// A74.
pub type A74 = A75;
/// A75.
pub type A75 = A76;
/// A76.
pub type A76 = A77;
/// A77.
pub type A77 = A78;
/// A78.
pub type A78 = A79;
/// A79.
pub type A79 = A80;
/// A80.
pub type A80 = A81;
/// A81.
pub type A81 = A82;
/// A82.
pub type A82 = A83;
/// A83.
pub type A83 = A84;
/// A84.
pub type A84 = A85;
/// A85.
pub type A85 = A86;
/// A86.
pub type A86 = A87;
/// A87.
pub type A87 = A88;
/// A88.
pub type A88 = A89;
/// A89.
pub type A89 = A90;
/// A90.
pub type A90 = A91;
/// A91.
pub type A91 = A92;
/// A92.
pub type A92 = A93;
/// A93.
pub type A93 = A94;
/// A94.
pub type A94 = A95;
/// A95.
pub type A95 = A96;
/// A96.
pub type A96 = A97;
/// A97.
pub type A97 = A98;
/// A98.
pub type A98 = A99;
/// A99.
pub type A99 = A100;
/// A100.
pub type A100 = A101;
/// A101.
pub type A101 = A102;
/// A102.
pub type A102 = A103;
/// A103.
pub type A103 = A104;
/// A104.
pub type A104 = A105;
/// A105.
pub type A105 = A106;
/// A106.
pub type A106 = A107;
/// A107.
pub type A107 = A108;
/// A108.
pub type A108 = A109;
/// A109.
pub type A109 = A110;
/// A110.
pub type A110 = A111;
/// A111.
pub type A111 = A112;
/// A112.
pub type A112 = A113;
/// A113.
pub type A113 = A114;
/// A114.
pub type A114 = A115;
/// A115.
pub type A115 = A116;
/// A116.
pub type A116 = A117;
/// A117.
pub type A117 = A118;
/// A118.
pub type A118 = A119;
/// A119.
pub type A119 = A120;
/// A120.
pub type A120 = A121;
/// A121.
pub type A121 = A122;
/// A122.
pub type A122 = A123;
/// A123.
pub type A123 = A124;
/// A124.
pub type A124 = A125;
/// A125.
pub type A125 = A126;
/// A126.
pub type A126 = A127;
/// A127.
pub type A127 = A128;
/// A128.
pub type A128 = A129;
/// A129.
pub type A129 = A130;
/// A130.
pub type A130 = A131;
/// A131.
pub type A131 = A132;
/// A132.
pub type A132 = A133;
/// A133.
pub type A133 = A134;
/// A134.
pub type A134 = A135;
/// A135.
pub type A135 = A136;
/// A136.
pub type A136 = A137;
/// A137.
pub type A137 = A138;
/// A138.
pub type A138 = A139;
/// A139.
pub type A139 = A140;
/// A140.
pub type A140 = A141;
/// A141.
pub type A141 = A142;
/// A142.
pub type A142 = A143;
/// A143.
pub type A143 = A144;
/// A144.
pub type A144 = A145;
/// A145.
pub type A145 = A146;
/// A146.
pub type A146 = A147;
/// A147.
pub type A147 = A148;
/// A148.
pub type A148 = A149;
/// A149.
pub type A149 = A150;
/// A150.
pub type A150 = A151;
/// A151.
pub type A151 = A152;
/// A152.
pub type A152 = A153;
/// A153.
pub type A153 = A154;
/// A154.
pub type A154 = A155;
/// A155.
pub type A155 = A156;
/// A156.
pub type A156 = A157;
/// A157.
pub type A157 = A158;
/// A158.
pub type A158 = A159;
/// A159.
pub type A159 = A160;
/// A160.
pub type A160 = A161;
/// A161.
pub type A161 = A162;
/// A162.
pub type A162 = A163;
/// A163.
pub type A163 = A164;
/// A164.
pub type A164 = A165;
/// A165.
pub type A165 = A166;
/// A166.
pub type A166 = A167;
/// A167.
pub type A167 = A168;
/// A168.
pub type A168 = A169;
/// A169.
pub type A169 = A170;
/// A170.
pub type A170 = A171;
/// A171.
pub type A171 = A172;
/// A172.
pub type A172 = A173;
/// A173.
pub type A173 = A174;
/// A174.
pub type A174 = A175;
/// A175.
pub type A175 = A176;
/// A176.
pub type A176 = A177;
/// A177.
pub type A177 = A178;
/// A178.
pub type A178 = A179;
/// A179.
pub type A179 = A180;
/// A180.
pub type A180 = A181;
/// A181.
pub type A181 = A182;
/// A182.
pub type A182 = A183;
/// A183.
pub type A183 = A184;
/// A184.
pub type A184 = A185;
/// A185.
pub type A185 = A186;
/// A186.
pub type A186 = A187;
/// A187.
pub type A187 = A188;
/// A188.
pub type A188 = A189;
/// A189.
pub type A189 = A190;
/// A190.
pub type A190 = A191;
/// A191.
pub type A191 = A192;
/// A192.
pub type A192 = A193;
/// A193.
pub type A193 = A194;
/// A194.
pub type A194 = A195;
/// A195.
pub type A195 = A196;
/// A196.
pub type A196 = A197;
/// A197.
pub type A197 = A198;
/// A198.
pub type A198 = A199;
/// A199.
pub type A199 = A200;
/// A200.
pub type A200 = A201;
/// A201.
pub type A201 = A202;
/// A202.
pub type A202 = A203;
/// A203.
pub type A203 = A204;
/// A204.
pub type A204 = A205;
/// A205.
pub type A205 = A206;
/// A206.
pub type A206 = A207;
/// A207.
pub type A207 = A208;
/// A208.
pub type A208 = A209;
/// A209.
pub type A209 = A210;
/// A210.
pub type A210 = A211;
/// A211.
pub type A211 = A212;
/// A212.
pub type A212 = A213;
/// A213.
pub type A213 = A214;
/// A214.
pub type A214 = A215;
/// A215.
pub type A215 = A216;
/// A216.
pub type A216 = A217;
/// A217.
pub type A217 = A218;
/// A218.
pub type A218 = A219;
/// A219.
pub type A219 = A220;
/// A220.
pub type A220 = A221;
/// A221.
pub type A221 = A222;
/// A222.
pub type A222 = A223;
/// A223.
pub type A223 = A224;
/// A224.
pub type A224 = A225;
/// A225.
pub type A225 = A226;
/// A226.
pub type A226 = A227;
/// A227.
pub type A227 = A228;
/// A228.
pub type A228 = A229;
/// A229.
pub type A229 = A230;
/// A230.
pub type A230 = A231;
/// A231.
pub type A231 = A232;
/// A232.
pub type A232 = A233;
/// A233.
pub type A233 = A234;
/// A234.
pub type A234 = A235;
/// A235.
pub type A235 = A236;
/// A236.
pub type A236 = A237;
/// A237.
pub type A237 = A238;
/// A238.
pub type A238 = A239;
/// A239.
pub type A239 = A240;
/// A240.
pub type A240 = A241;
/// A241.
pub type A241 = A242;
/// A242.
pub type A242 = A243;
/// A243.
pub type A243 = A244;
/// A244.
pub type A244 = A245;
/// A245.
pub type A245 = A246;
/// A246.
pub type A246 = A247;
/// A247.
pub type A247 = A248;
/// A248.
pub type A248 = A249;
/// A249.
pub type A249 = A250;
/// A250.
pub type A250 = A251;
/// A251.
pub type A251 = A252;
/// A252.
pub type A252 = A253;
/// A253.
pub type A253 = A254;
/// A254.
pub type A254 = A255;
/// A255.
pub type A255 = A256;
/// A256.
pub type A256 = A257;
/// A257.
pub type A257 = A258;
/// A258.
pub type A258 = A259;
/// A259.
pub type A259 = A260;
/// A260.
pub type A260 = A261;
/// A261.
pub type A261 = A262;
/// A262.
pub type A262 = A263;
/// A263.
pub type A263 = A264;
/// A264.
pub type A264 = A265;
/// A265.
pub type A265 = A266;
/// A266.
pub type A266 = A267;
/// A267.
pub type A267 = A268;
/// A268.
pub type A268 = A269;
/// A269.
pub type A269 = A270;
/// A270.
pub type A270 = A271;
/// A271.
pub type A271 = A272;
/// A272.
pub type A272 = A273;
/// A273.
pub type A273 = A274;
/// A274.
pub type A274 = A275;
/// A275.
pub type A275 = A276;
/// A276.
pub type A276 = A277;
/// A277.
pub type A277 = A278;
/// A278.
pub type A278 = A279;
/// A279.
pub type A279 = A280;
/// A280.
pub type A280 = A281;
/// A281.
pub type A281 = A282;
/// A282.
pub type A282 = A283;
/// A283.
pub type A283 = A284;
/// A284.
pub type A284 = A285;
/// A285.
pub type A285 = A286;
/// A286.
pub type A286 = A287;
/// A287.
pub type A287 = A288;
/// A288.
pub type A288 = A289;
/// A289.
pub type A289 = A290;
/// A290.
pub type A290 = A291;
/// A291.
pub type A291 = A292;
/// A292.
pub type A292 = A293;
/// A293.
pub type A293 = A294;
/// A294.
pub type A294 = A295;
/// A295.
pub type A295 = A296;
/// A296.
pub type A296 = A297;
/// A297.
pub type A297 = A298;
/// A298.
pub type A298 = A299;
/// A299.
pub type A299 = A300;
/// A300.
pub type A300 = A301;
/// A301.
pub type A301 = A302;
/// A302.
pub type A302 = A303;
/// A303.
pub type A303 = A304;
/// A304.
pub type A304 = A305;
/// A305.
pub type A305 = A306;
/// A306.
pub type A306 = A307;
/// A307.
pub type A307 = A308;
/// A308.
pub type A308 = A309;
/// A309.
pub type A309 = A310;
/// A310.
pub type A310 = A311;
/// A311.
pub type A311 = A312;
/// A312.
pub type A312 = A313;
/// A313.
pub type A313 = A314;
/// A314.
pub type A314 = A315;
/// A315.
pub type A315 = A316;
/// A316.
pub type A316 = A317;
/// A317.
pub type A317 = A318;
/// A318.
pub type A318 = A319;
/// A319.
pub type A319 = A320;
/// A320.
pub type A320 = A321;
/// A321.
pub type A321 = A322;
/// A322.
pub type A322 = A323;
/// A323.
pub type A323 = A324;
/// A324.
pub type A324 = A325;
/// A325.
pub type A325 = A326;
/// A326.
pub type A326 = A327;
/// A327.
pub type A327 = A328;
/// A328.
pub type A328 = A329;
/// A329.
pub type A329 = A330;
/// A330.
pub type A330 = A331;
/// A331.
pub type A331 = A332;
/// A332.
pub type A332 = A333;
/// A333.
pub type A333 = A334;
/// A334.
pub type A334 = A335;
/// A335.
pub type A335 = A336;
/// A336.
pub type A336 = A337;
/// A337.
pub type A337 = A338;
/// A338.
pub type A338 = A339;
/// A339.
pub type A339 = A340;
/// A340.
pub type A340 = A341;
/// A341.
pub type A341 = A342;
/// A342.
pub type A342 = A343;
/// A343.
pub type A343 = A344;
/// A344.
pub type A344 = A345;
/// A345.
pub type A345 = A346;
/// A346.
pub type A346 = A347;
/// A347.
pub type A347 = A348;
/// A348.
pub type A348 = A349;
/// A349.
pub type A349 = A350;
/// A350.
pub type A350 = A351;
/// A351.
pub type A351 = A352;
/// A352.
pub type A352 = A353;
/// A353.
pub type A353 = A354;
/// A354.
pub type A354 = A355;
/// A355.
pub type A355 = A356;
/// A356.
pub type A356 = A357;
/// A357.
pub type A357 = A358;
/// A358.
pub type A358 = A359;
/// A359.
pub type A359 = A360;
/// A360.
pub type A360 = A361;
/// A361.
pub type A361 = A362;
/// A362.
pub type A362 = A363;
/// A363.
pub type A363 = A364;
/// A364.
pub type A364 = A365;
/// A365.
pub type A365 = A366;
/// A366.
pub type A366 = A367;
/// A367.
pub type A367 = A368;
/// A368.
pub type A368 = A369;
/// A369.
pub type A369 = A370;
/// A370.
pub type A370 = A371;
/// A371.
pub type A371 = A372;
/// A372.
pub type A372 = A373;
/// A373.
pub type A373 = A374;
/// A374.
pub type A374 = A375;
/// A375.
pub type A375 = A376;
/// A376.
pub type A376 = A377;
/// A377.
pub type A377 = A378;
/// A378.
pub type A378 = A379;
/// A379.
pub type A379 = A380;
/// A380.
pub type A380 = A381;
/// A381.
pub type A381 = A382;
/// A382.
pub type A382 = A383;
/// A383.
pub type A383 = A384;
/// A384.
pub type A384 = A385;
/// A385.
pub type A385 = A386;
/// A386.
pub type A386 = A387;
/// A387.
pub type A387 = A388;
/// A388.
pub type A388 = A389;
/// A389.
pub type A389 = A390;
/// A390.
pub type A390 = A391;
/// A391.
pub type A391 = A392;
/// A392.
pub type A392 = A393;
/// A393.
pub type A393 = A394;
/// A394.
pub type A394 = A395;
/// A395.
pub type A395 = A396;
/// A396.
pub type A396 = A397;
/// A397.
pub type A397 = A398;
/// A398.
pub type A398 = A399;
/// A399.
pub type A399 = A400;
/// A400.
pub type A400 = A401;
/// A401.
pub type A401 = A402;
/// A402.
pub type A402 = A403;
/// A403.
pub type A403 = A404;
/// A404.
pub type A404 = A405;
/// A405.
pub type A405 = A406;
/// A406.
pub type A406 = A407;
/// A407.
pub type A407 = A408;
/// A408.
pub type A408 = A409;
/// A409.
pub type A409 = A410;
/// A410.
pub type A410 = A411;
/// A411.
pub type A411 = A412;
/// A412.
pub type A412 = A413;
/// A413.
pub type A413 = A414;
/// A414.
pub type A414 = A415;
/// A415.
pub type A415 = A416;
/// A416.
pub type A416 = A417;
/// A417.
pub type A417 = A418;
/// A418.
pub type A418 = A419;
/// A419.
pub type A419 = A420;
/// A420.
pub type A420 = A421;
/// A421.
pub type A421 = A422;
/// A422.
pub type A422 = A423;
/// A423.
pub type A423 = A424;
/// A424.
pub type A424 = A425;
/// A425.
pub type A425 = A426;
/// A426.
pub type A426 = A427;
/// A427.
pub type A427 = A428;
/// A428.
pub type A428 = A429;
/// A429.
pub type A429 = A430;
/// A430.
pub type A430 = A431;
/// A431.
pub type A431 = A432;
/// A432.
pub type A432 = A433;
/// A433.
pub type A433 = A434;
/// A434.
pub type A434 = A435;
/// A435.
pub type A435 = A436;
/// A436.
pub type A436 = A437;
/// A437.
pub type A437 = A438;
/// A438.
pub type A438 = A439;
/// A439.
pub type A439 = A440;
/// A440.
pub type A440 = A441;
/// A441.
pub type A441 = A442;
/// A442.
pub type A442 = A443;
/// A443.
pub type A443 = A444;
/// A444.
pub type A444 = A445;
/// A445.
pub type A445 = A446;
/// A446.
pub type A446 = A447;
/// A447.
pub type A447 = A448;
/// A448.
pub type A448 = A449;
/// A449.
pub type A449 = A450;
/// A450.
pub type A450 = A451;
/// A451.
pub type A451 = A452;
/// A452.
pub type A452 = A453;
/// A453.
pub type A453 = A454;
/// A454.
pub type A454 = A455;
/// A455.
pub type A455 = A456;
/// A456.
pub type A456 = A457;
/// A457.
pub type A457 = A458;
/// A458.
pub type A458 = A459;
/// A459.
pub type A459 = A460;
/// A460.
pub type A460 = A461;
/// A461.
pub type A461 = A462;
/// A462.
pub type A462 = A463;
/// A463.
pub type A463 = A464;
/// A464.
pub type A464 = A465;
/// A465.
pub type A465 = A466;
/// A466.
pub type A466 = A467;
/// A467.
pub type A467 = A468;
/// A468.
pub type A468 = A469;
/// A469.
pub type A469 = A470;
/// A470.
pub type A470 = A471;
/// A471.
pub type A471 = A472;
/// A472.
pub type A472 = A473;
/// A473.
pub type A473 = A474;
/// A474.
pub type A474 = A475;
/// A475.
pub type A475 = A476;
/// A476.
pub type A476 = A477;
/// A477.
pub type A477 = A478;
/// A478.
pub type A478 = A479;
/// A479.
pub type A479 = A480;
/// A480.
pub type A480 = A481;
/// A481.
pub type A481 = A482;
/// A482.
pub type A482 = A483;
/// A483.
pub type A483 = A484;
/// A484.
pub type A484 = A485;
/// A485.
pub type A485 = A486;
/// A486.
pub type A486 = A487;
/// A487.
pub type A487 = A488;
/// A488.
pub type A488 = A489;
/// A489.
pub type A489 = A490;
/// A490.
pub type A490 = A491;
/// A491.
pub type A491 = A492;
/// A492.
pub type A492 = A493;
/// A493.
pub type A493 = A494;
/// A494.
pub type A494 = A495;
/// A495.
pub type A495 = A496;
/// A496.
pub type A496 = A497;
/// A497.
pub type A497 = A498;
/// A498.
pub type A498 = A499;
/// A499.
pub type A499 = A500;
/// A500.
pub type A500 = A501;
/// A501.
pub type A501 = A502;
/// A502.
pub type A502 = A503;
/// A503.
pub type A503 = A504;
/// A504.
pub type A504 = A505;
/// A505.
pub type A505 = A506;
/// A506.
pub type A506 = A507;
/// A507.
pub type A507 = A508;
/// A508.
pub type A508 = A509;
/// A509.
pub type A509 = A510;
/// A510.
pub type A510 = A511;
/// A511.
pub type A511 = A512;
/// A512.
pub type A512 = A513;
/// A513.
pub type A513 = A514;
/// A514.
pub type A514 = A515;
/// A515.
pub type A515 = A516;
/// A516.
pub type A516 = A517;
/// A517.
pub type A517 = A518;
/// A518.
pub type A518 = A519;
/// A519.
pub type A519 = A520;
/// A520.
pub type A520 = A521;
/// A521.
pub type A521 = A522;
/// A522.
pub type A522 = A523;
/// A523.
pub type A523 = A524;
/// A524.
pub type A524 = A525;
/// A525.
pub type A525 = A526;
/// A526.
pub type A526 = A527;
/// A527.
pub type A527 = A528;
/// A528.
pub type A528 = A529;
/// A529.
pub type A529 = A530;
/// A530.
pub type A530 = A531;
/// A531.
pub type A531 = A532;
/// A532.
pub type A532 = A533;
/// A533.
pub type A533 = A534;
/// A534.
pub type A534 = A535;
/// A535.
pub type A535 = A536;
/// A536.
pub type A536 = A537;
/// A537.
pub type A537 = A538;
/// A538.
pub type A538 = A539;
/// A539.
pub type A539 = A540;
/// A540.
pub type A540 = A541;
/// A541.
pub type A541 = A542;
/// A542.
pub type A542 = A543;
/// A543.
pub type A543 = A544;
/// A544.
pub type A544 = A545;
/// A545.
pub type A545 = A546;
/// A546.
pub type A546 = A547;
/// A547.
pub type A547 = A548;
/// A548.
pub type A548 = A549;
/// A549.
pub type A549 = A550;
/// A550.
pub type A550 = A551;
/// A551.
pub type A551 = A552;
/// A552.
pub type A552 = A553;
/// A553.
pub type A553 = A554;
/// A554.
pub type A554 = A555;
/// A555.
pub type A555 = A556;
/// A556.
pub type A556 = A557;
/// A557.
pub type A557 = A558;
/// A558.
pub type A558 = A559;
/// A559.
pub type A559 = A560;
/// A560.
pub type A560 = A561;
/// A561.
pub type A561 = A562;
/// A562.
pub type A562 = A563;
/// A563.
pub type A563 = A564;
/// A564.
pub type A564 = A565;
/// A565.
pub type A565 = A566;
/// A566.
pub type A566 = A567;
/// A567.
pub type A567 = A568;
/// A568.
pub type A568 = A569;
/// A569.
pub type A569 = A570;
/// A570.
pub type A570 = A571;
/// A571.
pub type A571 = A572;
/// A572.
pub type A572 = A573;
/// A573.
pub type A573 = A574;
/// A574.
pub type A574 = A575;
/// A575.
pub type A575 = A576;
/// A576.
pub type A576 = A577;
/// A577.
pub type A577 = A578;
/// A578.
pub type A578 = A579;
/// A579.
pub type A579 = A580;
/// A580.
pub type A580 = A581;
/// A581.
pub type A581 = A582;
/// A582.
pub type A582 = A583;
/// A583.
pub type A583 = A584;
/// A584.
pub type A584 = A585;
/// A585.
pub type A585 = A586;
/// A586.
pub type A586 = A587;
/// A587.
pub type A587 = A588;
/// A588.
pub type A588 = A589;
/// A589.
pub type A589 = A590;
/// A590.
pub type A590 = A591;
/// A591.
pub type A591 = A592;
/// A592.
pub type A592 = A593;
/// A593.
pub type A593 = A594;
/// A594.
pub type A594 = A595;
/// A595.
pub type A595 = A596;
/// A596.
pub type A596 = A597;
/// A597.
pub type A597 = A598;
/// A598.
pub type A598 = A599;
/// A599.
pub type A599 = A600;
/// A600.
pub type A600 = A601;
/// A601.
pub type A601 = A602;
/// A602.
pub type A602 = A603;
/// A603.
pub type A603 = A604;
/// A604.
pub type A604 = A605;
/// A605.
pub type A605 = A606;
/// A606.
pub type A606 = A607;
/// A607.
pub type A607 = A608;
/// A608.
pub type A608 = A609;
/// A609.
pub type A609 = A610;
/// A610.
pub type A610 = A611;
/// A611.
pub type A611 = A612;
/// A612.
pub type A612 = A613;
/// A613.
pub type A613 = A614;
/// A614.
pub type A614 = A615;
/// A615.
pub type A615 = A616;
/// A616.
pub type A616 = A617;
/// A617.
pub type A617 = A618;
/// A618.
pub type A618 = A619;
/// A619.
pub type A619 = A620;
/// A620.
pub type A620 = A621;
/// A621.
pub type A621 = A622;
/// A622.
pub type A622 = A623;
/// A623.
pub type A623 = A624;
/// A624.
pub type A624 = A625;
/// A625.
pub type A625 = A626;
/// A626.
pub type A626 = A627;
/// A627.
pub type A627 = A628;
/// A628.
pub type A628 = A629;
/// A629.
pub type A629 = A630;
/// A630.
pub type A630 = A631;
/// A631.
pub type A631 = A632;
/// A632.
pub type A632 = A633;
/// A633.
pub type A633 = A634;
/// A634.
pub type A634 = A635;
/// A635.
pub type A635 = A636;
/// A636.
pub type A636 = A637;
/// A637.
pub type A637 = A638;
/// A638.
pub type A638 = A639;
/// A639.
pub type A639 = A640;
/// A640.
pub type A640 = A641;
/// A641.
pub type A641 = A642;
/// A642.
pub type A642 = A643;
/// A643.
pub type A643 = A644;
/// A644.
pub type A644 = A645;
/// A645.
pub type A645 = A646;
/// A646.
pub type A646 = A647;
/// A647.
pub type A647 = A648;
/// A648.
pub type A648 = A649;
/// A649.
pub type A649 = A650;
/// A650.
pub type A650 = A651;
/// A651.
pub type A651 = A652;
/// A652.
pub type A652 = A653;
/// A653.
pub type A653 = A654;
/// A654.
pub type A654 = A655;
/// A655.
pub type A655 = A656;
/// A656.
pub type A656 = A657;
/// A657.
pub type A657 = A658;
/// A658.
pub type A658 = A659;
/// A659.
pub type A659 = A660;
/// A660.
pub type A660 = A661;
/// A661.
pub type A661 = A662;
/// A662.
pub type A662 = A663;
/// A663.
pub type A663 = A664;
/// A664.
pub type A664 = A665;
/// A665.
pub type A665 = A666;
/// A666.
pub type A666 = A667;
/// A667.
pub type A667 = A668;
/// A668.
pub type A668 = A669;
/// A669.
pub type A669 = A670;
/// A670.
pub type A670 = A671;
/// A671.
pub type A671 = A672;
/// A672.
pub type A672 = A673;
/// A673.
pub type A673 = A674;
/// A674.
pub type A674 = A675;
/// A675.
pub type A675 = A676;
/// A676.
pub type A676 = A677;
/// A677.
pub type A677 = A678;
/// A678.
pub type A678 = A679;
/// A679.
pub type A679 = A680;
/// A680.
pub type A680 = A681;
/// A681.
pub type A681 = A682;
/// A682.
pub type A682 = A683;
/// A683.
pub type A683 = A684;
/// A684.
pub type A684 = A685;
/// A685.
pub type A685 = A686;
/// A686.
pub type A686 = A687;
/// A687.
pub type A687 = A688;
/// A688.
pub type A688 = A689;
/// A689.
pub type A689 = A690;
/// A690.
pub type A690 = A691;
/// A691.
pub type A691 = A692;
/// A692.
pub type A692 = A693;
/// A693.
pub type A693 = A694;
/// A694.
pub type A694 = A695;
/// A695.
pub type A695 = A696;
/// A696.
pub type A696 = A697;
/// A697.
pub type A697 = A698;
/// A698.
pub type A698 = A699;
/// A699.
pub type A699 = A700;
/// A700.
pub type A700 = A701;
/// A701.
pub type A701 = A702;
/// A702.
pub type A702 = A703;
/// A703.
pub type A703 = A704;
/// A704.
pub type A704 = A705;
/// A705.
pub type A705 = A706;
/// A706.
pub type A706 = A707;
/// A707.
pub type A707 = A708;
/// A708.
pub type A708 = A709;
/// A709.
pub type A709 = A710;
/// A710.
pub type A710 = A711;
/// A711.
pub type A711 = A712;
/// A712.
pub type A712 = A713;
/// A713.
pub type A713 = A714;
/// A714.
pub type A714 = A715;
/// A715.
pub type A715 = A716;
/// A716.
pub type A716 = A717;
/// A717.
pub type A717 = A718;
/// A718.
pub type A718 = A719;
/// A719.
pub type A719 = A720;
/// A720.
pub type A720 = A721;
/// A721.
pub type A721 = A722;
/// A722.
pub type A722 = A723;
/// A723.
pub type A723 = A724;
/// A724.
pub type A724 = A725;
/// A725.
pub type A725 = A726;
/// A726.
pub type A726 = A727;
/// A727.
pub type A727 = A728;
/// A728.
pub type A728 = A729;
/// A729.
pub type A729 = A730;
/// A730.
pub type A730 = A731;
/// A731.
pub type A731 = A732;
/// A732.
pub type A732 = A733;
/// A733.
pub type A733 = A734;
/// A734.
pub type A734 = A735;
/// A735.
pub type A735 = A736;
/// A736.
pub type A736 = A737;
/// A737.
pub type A737 = A738;
/// A738.
pub type A738 = A739;
/// A739.
pub type A739 = A740;
/// A740.
pub type A740 = A741;
/// A741.
pub type A741 = A742;
/// A742.
pub type A742 = A743;
/// A743.
pub type A743 = A744;
/// A744.
pub type A744 = A745;
/// A745.
pub type A745 = A746;
/// A746.
pub type A746 = A747;
/// A747.
pub type A747 = A748;
/// A748.
pub type A748 = A749;
/// A749.
pub type A749 = A750;
/// A750.
pub type A750 = A751;
/// A751.
pub type A751 = A752;
/// A752.
pub type A752 = A753;
/// A753.
pub type A753 = A754;
/// A754.
pub type A754 = A755;
/// A755.
pub type A755 = A756;
/// A756.
pub type A756 = A757;
/// A757.
pub type A757 = A758;
/// A758.
pub type A758 = A759;
/// A759.
pub type A759 = A760;
/// A760.
pub type A760 = A761;
/// A761.
pub type A761 = A762;
/// A762.
pub type A762 = A763;
/// A763.
pub type A763 = A764;
/// A764.
pub type A764 = A765;
/// A765.
pub type A765 = A766;
/// A766.
pub type A766 = A767;
/// A767.
pub type A767 = A768;
/// A768.
pub type A768 = A769;
/// A769.
pub type A769 = A770;
/// A770.
pub type A770 = A771;
/// A771.
pub type A771 = A772;
/// A772.
pub type A772 = A773;
/// A773.
pub type A773 = A774;
/// A774.
pub type A774 = A775;
/// A775.
pub type A775 = A776;
/// A776.
pub type A776 = A777;
/// A777.
pub type A777 = A778;
/// A778.
pub type A778 = A779;
/// A779.
pub type A779 = A780;
/// A780.
pub type A780 = A781;
/// A781.
pub type A781 = A782;
/// A782.
pub type A782 = A783;
/// A783.
pub type A783 = A784;
/// A784.
pub type A784 = A785;
/// A785.
pub type A785 = A786;
/// A786.
pub type A786 = A787;
/// A787.
pub type A787 = A788;
/// A788.
pub type A788 = A789;
/// A789.
pub type A789 = A790;
/// A790.
pub type A790 = A791;
/// A791.
pub type A791 = A792;
/// A792.
pub type A792 = A793;
/// A793.
pub type A793 = A794;
/// A794.
pub type A794 = A795;
/// A795.
pub type A795 = A796;
/// A796.
pub type A796 = A797;
/// A797.
pub type A797 = A798;
/// A798.
pub type A798 = A799;
/// A799.
pub type A799 = A800;
/// A800.
pub type A800 = A801;
/// A801.
pub type A801 = A802;
/// A802.
pub type A802 = A803;
/// A803.
pub type A803 = A804;
/// A804.
pub type A804 = A805;
/// A805.
pub type A805 = A806;
/// A806.
pub type A806 = A807;
/// A807.
pub type A807 = A808;
/// A808.
pub type A808 = A809;
/// A809.
pub type A809 = A810;
/// A810.
pub type A810 = A811;
/// A811.
pub type A811 = A812;
/// A812.
pub type A812 = A813;
/// A813.
pub type A813 = A814;
/// A814.
pub type A814 = A815;
/// A815.
pub type A815 = A816;
/// A816.
pub type A816 = A817;
/// A817.
pub type A817 = A818;
/// A818.
pub type A818 = A819;
/// A819.
pub type A819 = A820;
/// A820.
pub type A820 = A821;
/// A821.
pub type A821 = A822;
/// A822.
pub type A822 = A823;
/// A823.
pub type A823 = A824;
/// A824.
pub type A824 = A825;
/// A825.
pub type A825 = A826;
/// A826.
pub type A826 = A827;
/// A827.
pub type A827 = A828;
/// A828.
pub type A828 = A829;
/// A829.
pub type A829 = A830;
/// A830.
pub type A830 = A831;
/// A831.
pub type A831 = A832;
/// A832.
pub type A832 = A833;
/// A833.
pub type A833 = A834;
/// A834.
pub type A834 = A835;
/// A835.
pub type A835 = A836;
/// A836.
pub type A836 = A837;
/// A837.
pub type A837 = A838;
/// A838.
pub type A838 = A839;
/// A839.
pub type A839 = A840;
/// A840.
pub type A840 = A841;
/// A841.
pub type A841 = A842;
/// A842.
pub type A842 = A843;
/// A843.
pub type A843 = A844;
/// A844.
pub type A844 = A845;
/// A845.
pub type A845 = A846;
/// A846.
pub type A846 = A847;
/// A847.
pub type A847 = A848;
/// A848.
pub type A848 = A849;
/// A849.
pub type A849 = A850;
/// A850.
pub type A850 = A851;
/// A851.
pub type A851 = A852;
/// A852.
pub type A852 = A853;
/// A853.
pub type A853 = A854;
/// A854.
pub type A854 = A855;
/// A855.
pub type A855 = A856;
/// A856.
pub type A856 = A857;
/// A857.
pub type A857 = A858;
/// A858.
pub type A858 = A859;
/// A859.
pub type A859 = A860;
/// A860.
pub type A860 = A861;
/// A861.
pub type A861 = A862;
/// A862.
pub type A862 = A863;
/// A863.
pub type A863 = A864;
/// A864.
pub type A864 = A865;
/// A865.
pub type A865 = A866;
/// A866.
pub type A866 = A867;
/// A867.
pub type A867 = A868;
/// A868.
pub type A868 = A869;
/// A869.
pub type A869 = A870;
/// A870.
pub type A870 = A871;
/// A871.
pub type A871 = A872;
/// A872.
pub type A872 = A873;
/// A873.
pub type A873 = A874;
/// A874.
pub type A874 = A875;
/// A875.
pub type A875 = A876;
/// A876.
pub type A876 = A877;
/// A877.
pub type A877 = A878;
/// A878.
pub type A878 = A879;
/// A879.
pub type A879 = A880;
/// A880.
pub type A880 = A881;
/// A881.
pub type A881 = A882;
/// A882.
pub type A882 = A883;
/// A883.
pub type A883 = A884;
/// A884.
pub type A884 = A885;
/// A885.
pub type A885 = A886;
/// A886.
pub type A886 = A887;
/// A887.
pub type A887 = A888;
/// A888.
pub type A888 = A889;
/// A889.
pub type A889 = A890;
/// A890.
pub type A890 = A891;
/// A891.
pub type A891 = A892;
/// A892.
pub type A892 = A893;
/// A893.
pub type A893 = A894;
/// A894.
pub type A894 = A895;
/// A895.
pub type A895 = A896;
/// A896.
pub type A896 = A897;
/// A897.
pub type A897 = A898;
/// A898.
pub type A898 = A899;
/// A899.
pub type A899 = A900;
/// A900.
pub type A900 = A901;
/// A901.
pub type A901 = A902;
/// A902.
pub type A902 = A903;
/// A903.
pub type A903 = A904;
/// A904.
pub type A904 = A905;
/// A905.
pub type A905 = A906;
/// A906.
pub type A906 = A907;
/// A907.
pub type A907 = A908;
/// A908.
pub type A908 = A909;
/// A909.
pub type A909 = A910;
/// A910.
pub type A910 = A911;
/// A911.
pub type A911 = A912;
/// A912.
pub type A912 = A913;
/// A913.
pub type A913 = A914;
/// A914.
pub type A914 = A915;
/// A915.
pub type A915 = A916;
/// A916.
pub type A916 = A917;
/// A917.
pub type A917 = A918;
/// A918.
pub type A918 = A919;
/// A919.
pub type A919 = A920;
/// A920.
pub type A920 = A921;
/// A921.
pub type A921 = A922;
/// A922.
pub type A922 = A923;
/// A923.
pub type A923 = A924;
/// A924.
pub type A924 = A925;
/// A925.
pub type A925 = A926;
/// A926.
pub type A926 = A927;
/// A927.
pub type A927 = A928;
/// A928.
pub type A928 = A929;
/// A929.
pub type A929 = A930;
/// A930.
pub type A930 = A931;
/// A931.
pub type A931 = A932;
/// A932.
pub type A932 = A933;
/// A933.
pub type A933 = A934;
/// A934.
pub type A934 = A935;
/// A935.
pub type A935 = A936;
/// A936.
pub type A936 = A937;
/// A937.
pub type A937 = A938;
/// A938.
pub type A938 = A939;
/// A939.
pub type A939 = A940;
/// A940.
pub type A940 = A941;
/// A941.
pub type A941 = A942;
/// A942.
pub type A942 = A943;
/// A943.
pub type A943 = A944;
/// A944.
pub type A944 = A945;
/// A945.
pub type A945 = A946;
/// A946.
pub type A946 = A947;
/// A947.
pub type A947 = A948;
/// A948.
pub type A948 = A949;
/// A949.
pub type A949 = A950;
/// A950.
pub type A950 = A951;
/// A951.
pub type A951 = A952;
/// A952.
pub type A952 = A953;
/// A953.
pub type A953 = A954;
/// A954.
pub type A954 = A955;
/// A955.
pub type A955 = A956;
/// A956.
pub type A956 = A957;
/// A957.
pub type A957 = A958;
/// A958.
pub type A958 = A959;
/// A959.
pub type A959 = A960;
/// A960.
pub type A960 = A961;
/// A961.
pub type A961 = A962;
/// A962.
pub type A962 = A963;
/// A963.
pub type A963 = A964;
/// A964.
pub type A964 = A965;
/// A965.
pub type A965 = A966;
/// A966.
pub type A966 = A967;
/// A967.
pub type A967 = A968;
/// A968.
pub type A968 = A969;
/// A969.
pub type A969 = A970;
/// A970.
pub type A970 = A971;
/// A971.
pub type A971 = A972;
/// A972.
pub type A972 = A973;
/// A973.
pub type A973 = A974;
/// A974.
pub type A974 = A975;
/// A975.
pub type A975 = A976;
/// A976.
pub type A976 = A977;
/// A977.
pub type A977 = A978;
/// A978.
pub type A978 = A979;
/// A979.
pub type A979 = A980;
/// A980.
pub type A980 = A981;
/// A981.
pub type A981 = A982;
/// A982.
pub type A982 = A983;
/// A983.
pub type A983 = A984;
/// A984.
pub type A984 = A985;
/// A985.
pub type A985 = A986;
/// A986.
pub type A986 = A987;
/// A987.
pub type A987 = A988;
/// A988.
pub type A988 = A989;
/// A989.
pub type A989 = A990;
/// A990.
pub type A990 = A991;
/// A991.
pub type A991 = A992;
/// A992.
pub type A992 = A993;
/// A993.
pub type A993 = A994;
/// A994.
pub type A994 = A995;
/// A995.
pub type A995 = A996;
/// A996.
pub type A996 = A997;
/// A997.
pub type A997 = A998;
/// A998.
pub type A998 = A999;
/// A999.
pub type A999 = A1000;
/// A1000.
pub type A1000 = A1001;
/// A1001.
pub type A1001 = A1002;
/// A1002.
pub type A1002 = A1003;
/// A1003.
pub type A1003 = A1004;
/// A1004.
pub type A1004 = A1005;
/// A1005.
pub type A1005 = A1006;
/// A1006.
pub type A1006 = A1007;
/// A1007.
pub type A1007 = A1008;
/// A1008.
pub type A1008 = A1009;
/// A1009.
pub type A1009 = A1010;
/// A1010.
pub type A1010 = A1011;
/// A1011.
pub type A1011 = A1012;
/// A1012.
pub type A1012 = A1013;
/// A1013.
pub type A1013 = A1014;
/// A1014.
pub type A1014 = A1015;
/// A1015.
pub type A1015 = A1016;
/// A1016.
pub type A1016 = A1017;
/// A1017.
pub type A1017 = A1018;
/// A1018.
pub type A1018 = A1019;
/// A1019.
pub type A1019 = A1020;
/// A1020.
pub type A1020 = A1021;
/// A1021.
pub type A1021 = A1022;
/// A1022.
pub type A1022 = A1023;
/// A1023.
pub type A1023 = A1024;
/// A1024.
pub type A1024 = A1025;
/// A1025.
pub type A1025 = A1026;
/// A1026.
pub type A1026 = A1027;
/// A1027.
pub type A1027 = A1028;
/// A1028.
pub type A1028 = A1029;
/// A1029.
pub type A1029 = A1030;
/// A1030.
pub type A1030 = A1031;
/// A1031.
pub type A1031 = A1032;
/// A1032.
pub type A1032 = A1033;
/// A1033.
pub type A1033 = A1034;
/// A1034.
pub type A1034 = A1035;
/// A1035.
pub type A1035 = A1036;
/// A1036.
pub type A1036 = A1037;
/// A1037.
pub type A1037 = A1038;
/// A1038.
pub type A1038 = A1039;
/// A1039.
pub type A1039 = A1040;
/// A1040.
pub type A1040 = A1041;
/// A1041.
pub type A1041 = A1042;
/// A1042.
pub type A1042 = A1043;
/// A1043.
pub type A1043 = A1044;
/// A1044.
pub type A1044 = A1045;
/// A1045.
pub type A1045 = A1046;
/// A1046.
pub type A1046 = A1047;
/// A1047.
pub type A1047 = A1048;
/// A1048.
pub type A1048 = A1049;
/// A1049.
pub type A1049 = A1050;
/// A1050.
pub type A1050 = A1051;
/// A1051.
pub type A1051 = A1052;
/// A1052.
pub type A1052 = A1053;
/// A1053.
pub type A1053 = A1054;
/// A1054.
pub type A1054 = A1055;
/// A1055.
pub type A1055 = A1056;
/// A1056.
pub type A1056 = A1057;
/// A1057.
pub type A1057 = A1058;
/// A1058.
pub type A1058 = A1059;
/// A1059.
pub type A1059 = A1060;
/// A1060.
pub type A1060 = A1061;
/// A1061.
pub type A1061 = A1062;
/// A1062.
pub type A1062 = A1063;
/// A1063.
pub type A1063 = A1064;
/// A1064.
pub type A1064 = A1065;
/// A1065.
pub type A1065 = A1066;
/// A1066.
pub type A1066 = A1067;
/// A1067.
pub type A1067 = A1068;
/// A1068.
pub type A1068 = A1069;
/// A1069.
pub type A1069 = A1070;
/// A1070.
pub type A1070 = A1071;
/// A1071.
pub type A1071 = A1072;
/// A1072.
pub type A1072 = A1073;
/// A1073.
pub type A1073 = A1074;
/// A1074.
pub type A1074 = A1075;
/// A1075.
pub type A1075 = A1076;
/// A1076.
pub type A1076 = A1077;
/// A1077.
pub type A1077 = A1078;
/// A1078.
pub type A1078 = A1079;
/// A1079.
pub type A1079 = A1080;
/// A1080.
pub type A1080 = A1081;
/// A1081.
pub type A1081 = A1082;
/// A1082.
pub type A1082 = A1083;
/// A1083.
pub type A1083 = A1084;
/// A1084.
pub type A1084 = A1085;
/// A1085.
pub type A1085 = A1086;
/// A1086.
pub type A1086 = A1087;
/// A1087.
pub type A1087 = A1088;
/// A1088.
pub type A1088 = A1089;
/// A1089.
pub type A1089 = A1090;
/// A1090.
pub type A1090 = A1091;
/// A1091.
pub type A1091 = A1092;
/// A1092.
pub type A1092 = A1093;
/// A1093.
pub type A1093 = A1094;
/// A1094.
pub type A1094 = A1095;
/// A1095.
pub type A1095 = A1096;
/// A1096.
pub type A1096 = A1097;
/// A1097.
pub type A1097 = A1098;
/// A1098.
pub type A1098 = A1099;
/// A1099.
pub type A1099 = A1100;
/// A1100.
pub type A1100 = A1101;
/// A1101.
pub type A1101 = A1102;
/// A1102.
pub type A1102 = A1103;
/// A1103.
pub type A1103 = A1104;
/// A1104.
pub type A1104 = A1105;
/// A1105.
pub type A1105 = A1106;
/// A1106.
pub type A1106 = A1107;
/// A1107.
pub type A1107 = A1108;
/// A1108.
pub type A1108 = A1109;
/// A1109.
pub type A1109 = A1110;
/// A1110.
pub type A1110 = A1111;
/// A1111.
pub type A1111 = A1112;
/// A1112.
pub type A1112 = A1113;
/// A1113.
pub type A1113 = A1114;
/// A1114.
pub type A1114 = A1115;
/// A1115.
pub type A1115 = A1116;
/// A1116.
pub type A1116 = A1117;
/// A1117.
pub type A1117 = A1118;
/// A1118.
pub type A1118 = A1119;
/// A1119.
pub type A1119 = A1120;
/// A1120.
pub type A1120 = A1121;
/// A1121.
pub type A1121 = A1122;
/// A1122.
pub type A1122 = A1123;
/// A1123.
pub type A1123 = A1124;
/// A1124.
pub type A1124 = A1125;
/// A1125.
pub type A1125 = A1126;
/// A1126.
pub type A1126 = A1127;
/// A1127.
pub type A1127 = A1128;
/// A1128.
pub type A1128 = A1129;
/// A1129.
pub type A1129 = A1130;
/// A1130.
pub type A1130 = A1131;
/// A1131.
pub type A1131 = A1132;
/// A1132.
pub type A1132 = A1133;
/// A1133.
pub type A1133 = A1134;
/// A1134.
pub type A1134 = A1135;
/// A1135.
pub type A1135 = A1136;
/// A1136.
pub type A1136 = A1137;
/// A1137.
pub type A1137 = A1138;
/// A1138.
pub type A1138 = A1139;
/// A1139.
pub type A1139 = A1140;
/// A1140.
pub type A1140 = A1141;
/// A1141.
pub type A1141 = A1142;
/// A1142.
pub type A1142 = A1143;
/// A1143.
pub type A1143 = A1144;
/// A1144.
pub type A1144 = A1145;
/// A1145.
pub type A1145 = A1146;
/// A1146.
pub type A1146 = A1147;
/// A1147.
pub type A1147 = A1148;
/// A1148.
pub type A1148 = A1149;
/// A1149.
pub type A1149 = A1150;
/// A1150.
pub type A1150 = A1151;
/// A1151.
pub type A1151 = A1152;
/// A1152.
pub type A1152 = A1153;
/// A1153.
pub type A1153 = A1154;
/// A1154.
pub type A1154 = A1155;
/// A1155.
pub type A1155 = A1156;
/// A1156.
pub type A1156 = A1157;
/// A1157.
pub type A1157 = A1158;
/// A1158.
pub type A1158 = A1159;
/// A1159.
pub type A1159 = A1160;
/// A1160.
pub type A1160 = A1161;
/// A1161.
pub type A1161 = A1162;
/// A1162.
pub type A1162 = A1163;
/// A1163.
pub type A1163 = A1164;
/// A1164.
pub type A1164 = A1165;
/// A1165.
pub type A1165 = A1166;
/// A1166.
pub type A1166 = A1167;
/// A1167.
pub type A1167 = A1168;
/// A1168.
pub type A1168 = A1169;
/// A1169.
pub type A1169 = A1170;
/// A1170.
pub type A1170 = A1171;
/// A1171.
pub type A1171 = A1172;
/// A1172.
pub type A1172 = A1173;
/// A1173.
pub type A1173 = A1174;
/// A1174.
pub type A1174 = A1175;
/// A1175.
pub type A1175 = A1176;
/// A1176.
pub type A1176 = A1177;
/// A1177.
pub type A1177 = A1178;
/// A1178.
pub type A1178 = A1179;
/// A1179.
pub type A1179 = A1180;
/// A1180.
pub type A1180 = A1181;
/// A1181.
pub type A1181 = A1182;
/// A1182.
pub type A1182 = A1183;
/// A1183.
pub type A1183 = A1184;
/// A1184.
pub type A1184 = A1185;
/// A1185.
pub type A1185 = A1186;
/// A1186.
pub type A1186 = A1187;
/// A1187.
pub type A1187 = A1188;
/// A1188.
pub type A1188 = A1189;
/// A1189.
pub type A1189 = A1190;
/// A1190.
pub type A1190 = A1191;
/// A1191.
pub type A1191 = A1192;
/// A1192.
pub type A1192 = A1193;
/// A1193.
pub type A1193 = A1194;
/// A1194.
pub type A1194 = A1195;
/// A1195.
pub type A1195 = A1196;
/// A1196.
pub type A1196 = A1197;
/// A1197.
pub type A1197 = A1198;
/// A1198.
pub type A1198 = A1199;
/// A1199.
pub type A1199 = A1200;
/// A1200.
pub type A1200 = A1201;
/// A1201.
pub type A1201 = A1202;
/// A1202.
pub type A1202 = A1203;
/// A1203.
pub type A1203 = A1204;
/// A1204.
pub type A1204 = A1205;
/// A1205.
pub type A1205 = A1206;
/// A1206.
pub type A1206 = A1207;
/// A1207.
pub type A1207 = A1208;
/// A1208.
pub type A1208 = A1209;
/// A1209.
pub type A1209 = A1210;
/// A1210.
pub type A1210 = A1211;
/// A1211.
pub type A1211 = A1212;
/// A1212.
pub type A1212 = A1213;
/// A1213.
pub type A1213 = A1214;
/// A1214.
pub type A1214 = A1215;
/// A1215.
pub type A1215 = A1216;
/// A1216.
pub type A1216 = A1217;
/// A1217.
pub type A1217 = A1218;
/// A1218.
pub type A1218 = A1219;
/// A1219.
pub type A1219 = A1220;
/// A1220.
pub type A1220 = A1221;
/// A1221.
pub type A1221 = A1222;
/// A1222.
pub type A1222 = A1223;
/// A1223.
pub type A1223 = A1224;
/// A1224.
pub type A1224 = A1225;
/// A1225.
pub type A1225 = A1226;
/// A1226.
pub type A1226 = A1227;
/// A1227.
pub type A1227 = A1228;
/// A1228.
pub type A1228 = A1229;
/// A1229.
pub type A1229 = A1230;
/// A1230.
pub type A1230 = A1231;
/// A1231.
pub type A1231 = A1232;
/// A1232.
pub type A1232 = A1233;
/// A1233.
pub type A1233 = A1234;
/// A1234.
pub type A1234 = A1235;
/// A1235.
pub type A1235 = A1236;
/// A1236.
pub type A1236 = A1237;
/// A1237.
pub type A1237 = A1238;
/// A1238.
pub type A1238 = A1239;
/// A1239.
pub type A1239 = A1240;
/// A1240.
pub type A1240 = A1241;
/// A1241.
pub type A1241 = A1242;
/// A1242.
pub type A1242 = A1243;
/// A1243.
pub type A1243 = A1244;
/// A1244.
pub type A1244 = A1245;
/// A1245.
pub type A1245 = A1246;
/// A1246.
pub type A1246 = A1247;
/// A1247.
pub type A1247 = A1248;
/// A1248.
pub type A1248 = A1249;
/// A1249.
pub type A1249 = A1250;
/// A1250.
pub type A1250 = A1251;
/// A1251.
pub type A1251 = A1252;
/// A1252.
pub type A1252 = A1253;
/// A1253.
pub type A1253 = A1254;
/// A1254.
pub type A1254 = A1255;
/// A1255.
pub type A1255 = A1256;
/// A1256.
pub type A1256 = A1257;
/// A1257.
pub type A1257 = A1258;
/// A1258.
pub type A1258 = A1259;
/// A1259.
pub type A1259 = A1260;
/// A1260.
pub type A1260 = A1261;
/// A1261.
pub type A1261 = A1262;
/// A1262.
pub type A1262 = A1263;
/// A1263.
pub type A1263 = A1264;
/// A1264.
pub type A1264 = A1265;
/// A1265.
pub type A1265 = A1266;
/// A1266.
pub type A1266 = A1267;
/// A1267.
pub type A1267 = A1268;
/// A1268.
pub type A1268 = A1269;
/// A1269.
pub type A1269 = A1270;
/// A1270.
pub type A1270 = A1271;
/// A1271.
pub type A1271 = A1272;
/// A1272.
pub type A1272 = A1273;
/// A1273.
pub type A1273 = A1274;
/// A1274.
pub type A1274 = A1275;
/// A1275.
pub type A1275 = A1276;
/// A1276.
pub type A1276 = A1277;
/// A1277.
pub type A1277 = A1278;
/// A1278.
pub type A1278 = A1279;
/// A1279.
pub type A1279 = A1280;
/// A1280.
pub type A1280 = A1281;
/// A1281.
pub type A1281 = A1282;
/// A1282.
pub type A1282 = A1283;
/// A1283.
pub type A1283 = A1284;
/// A1284.
pub type A1284 = A1285;
/// A1285.
pub type A1285 = A1286;
/// A1286.
pub type A1286 = A1287;
/// A1287.
pub type A1287 = A1288;
/// A1288.
pub type A1288 = A1289;
/// A1289.
pub type A1289 = A1290;
/// A1290.
pub type A1290 = A1291;
/// A1291.
pub type A1291 = A1292;
/// A1292.
pub type A1292 = A1293;
/// A1293.
pub type A1293 = A1294;
/// A1294.
pub type A1294 = A1295;
/// A1295.
pub type A1295 = A1296;
/// A1296.
pub type A1296 = A1297;
/// A1297.
pub type A1297 = A1298;
/// A1298.
pub type A1298 = A1299;
/// A1299.
pub type A1299 = A1300;
/// A1300.
pub type A1300 = A1301;
/// A1301.
pub type A1301 = A1302;
/// A1302.
pub type A1302 = A1303;
/// A1303.
pub type A1303 = A1304;
/// A1304.
pub type A1304 = A1305;
/// A1305.
pub type A1305 = A1306;
/// A1306.
pub type A1306 = A1307;
/// A1307.
pub type A1307 = A1308;
/// A1308.
pub type A1308 = A1309;
/// A1309.
pub type A1309 = A1310;
/// A1310.
pub type A1310 = A1311;
/// A1311.
pub type A1311 = A1312;
/// A1312.
pub type A1312 = A1313;
/// A1313.
pub type A1313 = A1314;
/// A1314.
pub type A1314 = A1315;
/// A1315.
pub type A1315 = A1316;
/// A1316.
pub type A1316 = A1317;
/// A1317.
pub type A1317 = A1318;
/// A1318.
pub type A1318 = A1319;
/// A1319.
pub type A1319 = A1320;
/// A1320.
pub type A1320 = A1321;
/// A1321.
pub type A1321 = A1322;
/// A1322.
pub type A1322 = A1323;
/// A1323.
pub type A1323 = A1324;
/// A1324.
pub type A1324 = A1325;
/// A1325.
pub type A1325 = A1326;
/// A1326.
pub type A1326 = A1327;
/// A1327.
pub type A1327 = A1328;
/// A1328.
pub type A1328 = A1329;
/// A1329.
pub type A1329 = A1330;
/// A1330.
pub type A1330 = A1331;
/// A1331.
pub type A1331 = A1332;
/// A1332.
pub type A1332 = A1333;
/// A1333.
pub type A1333 = A1334;
/// A1334.
pub type A1334 = A1335;
/// A1335.
pub type A1335 = A1336;
/// A1336.
pub type A1336 = A1337;
/// A1337.
pub type A1337 = A1338;
/// A1338.
pub type A1338 = A1339;
/// A1339.
pub type A1339 = A1340;
/// A1340.
pub type A1340 = A1341;
/// A1341.
pub type A1341 = A1342;
/// A1342.
pub type A1342 = A1343;
/// A1343.
pub type A1343 = A1344;
/// A1344.
pub type A1344 = A1345;
/// A1345.
pub type A1345 = A1346;
/// A1346.
pub type A1346 = A1347;
/// A1347.
pub type A1347 = A1348;
/// A1348.
pub type A1348 = A1349;
/// A1349.
pub type A1349 = A1350;
/// A1350.
pub type A1350 = A1351;
/// A1351.
pub type A1351 = A1352;
/// A1352.
pub type A1352 = A1353;
/// A1353.
pub type A1353 = A1354;
/// A1354.
pub type A1354 = A1355;
/// A1355.
pub type A1355 = A1356;
/// A1356.
pub type A1356 = A1357;
/// A1357.
pub type A1357 = A1358;
/// A1358.
pub type A1358 = A1359;
/// A1359.
pub type A1359 = A1360;
/// A1360.
pub type A1360 = A1361;
/// A1361.
pub type A1361 = A1362;
/// A1362.
pub type A1362 = A1363;
/// A1363.
pub type A1363 = A1364;
/// A1364.
pub type A1364 = A1365;
/// A1365.
pub type A1365 = A1366;
/// A1366.
pub type A1366 = A1367;
/// A1367.
pub type A1367 = A1368;
/// A1368.
pub type A1368 = A1369;
/// A1369.
pub type A1369 = A1370;
/// A1370.
pub type A1370 = A1371;
/// A1371.
pub type A1371 = A1372;
/// A1372.
pub type A1372 = A1373;
/// A1373.
pub type A1373 = A1374;
/// A1374.
pub type A1374 = A1375;
/// A1375.
pub type A1375 = A1376;
/// A1376.
pub type A1376 = A1377;
/// A1377.
pub type A1377 = A1378;
/// A1378.
pub type A1378 = A1379;
/// A1379.
pub type A1379 = A1380;
/// A1380.
pub type A1380 = A1381;
/// A1381.
pub type A1381 = A1382;
/// A1382.
pub type A1382 = A1383;
/// A1383.
pub type A1383 = A1384;
/// A1384.
pub type A1384 = A1385;
/// A1385.
pub type A1385 = A1386;
/// A1386.
pub type A1386 = A1387;
/// A1387.
pub type A1387 = A1388;
/// A1388.
pub type A1388 = A1389;
/// A1389.
pub type A1389 = A1390;
/// A1390.
pub type A1390 = A1391;
/// A1391.
pub type A1391 = A1392;
/// A1392.
pub type A1392 = A1393;
/// A1393.
pub type A1393 = A1394;
/// A1394.
pub type A1394 = A1395;
/// A1395.
pub type A1395 = A1396;
/// A1396.
pub type A1396 = A1397;
/// A1397.
pub type A1397 = A1398;
/// A1398.
pub type A1398 = A1399;
/// A1399.
pub type A1399 = A1400;
/// A1400.
pub type A1400 = A1401;
/// A1401.
pub type A1401 = A1402;
/// A1402.
pub type A1402 = A1403;
/// A1403.
pub type A1403 = A1404;
/// A1404.
pub type A1404 = A1405;
/// A1405.
pub type A1405 = A1406;
/// A1406.
pub type A1406 = A1407;
/// A1407.
pub type A1407 = A1408;
/// A1408.
pub type A1408 = A1409;
/// A1409.
pub type A1409 = A1410;
/// A1410.
pub type A1410 = A1411;
/// A1411.
pub type A1411 = A1412;
/// A1412.
pub type A1412 = A1413;
/// A1413.
pub type A1413 = A1414;
/// A1414.
pub type A1414 = A1415;
/// A1415.
pub type A1415 = A1416;
/// A1416.
pub type A1416 = A1417;
/// A1417.
pub type A1417 = A1418;
/// A1418.
pub type A1418 = A1419;
/// A1419.
pub type A1419 = A1420;
/// A1420.
pub type A1420 = A1421;
/// A1421.
pub type A1421 = A1422;
/// A1422.
pub type A1422 = A1423;
/// A1423.
pub type A1423 = A1424;
/// A1424.
pub type A1424 = A1425;
/// A1425.
pub type A1425 = A1426;
/// A1426.
pub type A1426 = A1427;
/// A1427.
pub type A1427 = A1428;
/// A1428.
pub type A1428 = A1429;
/// A1429.
pub type A1429 = A1430;
/// A1430.
pub type A1430 = A1431;
/// A1431.
pub type A1431 = A1432;
/// A1432.
pub type A1432 = A1433;
/// A1433.
pub type A1433 = A1434;
/// A1434.
pub type A1434 = A1435;
/// A1435.
pub type A1435 = A1436;
/// A1436.
pub type A1436 = A1437;
/// A1437.
pub type A1437 = A1438;
/// A1438.
pub type A1438 = A1439;
/// A1439.
pub type A1439 = A1440;
/// A1440.
pub type A1440 = A1441;
/// A1441.
pub type A1441 = A1442;
/// A1442.
pub type A1442 = A1443;
/// A1443.
pub type A1443 = A1444;
/// A1444.
pub type A1444 = A1445;
/// A1445.
pub type A1445 = A1446;
/// A1446.
pub type A1446 = A1447;
/// A1447.
pub type A1447 = A1448;
/// A1448.
pub type A1448 = A1449;
/// A1449.
pub type A1449 = A1450;
/// A1450.
pub type A1450 = A1451;
/// A1451.
pub type A1451 = A1452;
/// A1452.
pub type A1452 = A1453;
/// A1453.
pub type A1453 = A1454;
/// A1454.
pub type A1454 = A1455;
/// A1455.
pub type A1455 = A1456;
/// A1456.
pub type A1456 = A1457;
/// A1457.
pub type A1457 = A1458;
/// A1458.
pub type A1458 = A1459;
/// A1459.
pub type A1459 = A1460;
/// A1460.
pub type A1460 = A1461;
/// A1461.
pub type A1461 = A1462;
/// A1462.
pub type A1462 = A1463;
/// A1463.
pub type A1463 = A1464;
/// A1464.
pub type A1464 = A1465;
/// A1465.
pub type A1465 = A1466;
/// A1466.
pub type A1466 = A1467;
/// A1467.
pub type A1467 = A1468;
/// A1468.
pub type A1468 = A1469;
/// A1469.
pub type A1469 = A1470;
/// A1470.
pub type A1470 = A1471;
/// A1471.
pub type A1471 = A1472;
/// A1472.
pub type A1472 = A1473;
/// A1473.
pub type A1473 = A1474;
/// A1474.
pub type A1474 = A1475;
/// A1475.
pub type A1475 = A1476;
/// A1476.
pub type A1476 = A1477;
/// A1477.
pub type A1477 = A1478;
/// A1478.
pub type A1478 = A1479;
/// A1479.
pub type A1479 = A1480;
/// A1480.
pub type A1480 = A1481;
/// A1481.
pub type A1481 = A1482;
/// A1482.
pub type A1482 = A1483;
/// A1483.
pub type A1483 = A1484;
/// A1484.
pub type A1484 = A1485;
/// A1485.
pub type A1485 = A1486;
/// A1486.
pub type A1486 = A1487;
/// A1487.
pub type A1487 = A1488;
/// A1488.
pub type A1488 = A1489;
/// A1489.
pub type A1489 = A1490;
/// A1490.
pub type A1490 = A1491;
/// A1491.
pub type A1491 = A1492;
/// A1492.
pub type A1492 = A1493;
/// A1493.
pub type A1493 = A1494;
/// A1494.
pub type A1494 = A1495;
/// A1495.
pub type A1495 = A1496;
/// A1496.
pub type A1496 = A1497;
/// A1497.
pub type A1497 = A1498;
/// A1498.
pub type A1498 = A1499;
/// A1499.
pub type A1499 = A1500;
/// A1500.
pub type A1500 = A1501;
/// A1501.
pub type A1501 = A1502;
/// A1502.
pub type A1502 = A1503;
/// A1503.
pub type A1503 = A1504;
/// A1504.
pub type A1504 = A1505;
/// A1505.
pub type A1505 = A1506;
/// A1506.
pub type A1506 = A1507;
/// A1507.
pub type A1507 = A1508;
/// A1508.
pub type A1508 = A1509;
/// A1509.
pub type A1509 = A1510;
/// A1510.
pub type A1510 = A1511;
/// A1511.
pub type A1511 = A1512;
/// A1512.
pub type A1512 = A1513;
/// A1513.
pub type A1513 = A1514;
/// A1514.
pub type A1514 = A1515;
/// A1515.
pub type A1515 = A1516;
/// A1516.
pub type A1516 = A1517;
/// A1517.
pub type A1517 = A1518;
/// A1518.
pub type A1518 = A1519;
/// A1519.
pub type A1519 = A1520;
/// A1520.
pub type A1520 = A1521;
/// A1521.
pub type A1521 = A1522;
/// A1522.
pub type A1522 = A1523;
/// A1523.
pub type A1523 = A1524;
/// A1524.
pub type A1524 = A1525;
/// A1525.
pub type A1525 = A1526;
/// A1526.
pub type A1526 = A1527;
/// A1527.
pub type A1527 = A1528;
/// A1528.
pub type A1528 = A1529;
/// A1529.
pub type A1529 = A1530;
/// A1530.
pub type A1530 = A1531;
/// A1531.
pub type A1531 = A1532;
/// A1532.
pub type A1532 = A1533;
/// A1533.
pub type A1533 = A1534;
/// A1534.
pub type A1534 = A1535;
/// A1535.
pub type A1535 = A1536;
/// A1536.
pub type A1536 = A1537;
/// A1537.
pub type A1537 = A1538;
/// A1538.
pub type A1538 = A1539;
/// A1539.
pub type A1539 = A1540;
/// A1540.
pub type A1540 = A1541;
/// A1541.
pub type A1541 = A1542;
/// A1542.
pub type A1542 = A1543;
/// A1543.
pub type A1543 = A1544;
/// A1544.
pub type A1544 = A1545;
/// A1545.
pub type A1545 = A1546;
/// A1546.
pub type A1546 = A1547;
/// A1547.
pub type A1547 = A1548;
/// A1548.
pub type A1548 = A1549;
/// A1549.
pub type A1549 = A1550;
/// A1550.
pub type A1550 = A1551;
/// A1551.
pub type A1551 = A1552;
/// A1552.
pub type A1552 = A1553;
/// A1553.
pub type A1553 = A1554;
/// A1554.
pub type A1554 = A1555;
/// A1555.
pub type A1555 = A1556;
/// A1556.
pub type A1556 = A1557;
/// A1557.
pub type A1557 = A1558;
/// A1558.
pub type A1558 = A1559;
/// A1559.
pub type A1559 = A1560;
/// A1560.
pub type A1560 = A1561;
/// A1561.
pub type A1561 = A1562;
/// A1562.
pub type A1562 = A1563;
/// A1563.
pub type A1563 = A1564;
/// A1564.
pub type A1564 = A1565;
/// A1565.
pub type A1565 = A1566;
/// A1566.
pub type A1566 = A1567;
/// A1567.
pub type A1567 = A1568;
/// A1568.
pub type A1568 = A1569;
/// A1569.
pub type A1569 = A1570;
/// A1570.
pub type A1570 = A1571;
/// A1571.
pub type A1571 = A1572;
/// A1572.
pub type A1572 = A1573;
/// A1573.
pub type A1573 = A1574;
/// A1574.
pub type A1574 = A1575;
/// A1575.
pub type A1575 = A1576;
/// A1576.
pub type A1576 = A1577;
/// A1577.
pub type A1577 = A1578;
/// A1578.
pub type A1578 = A1579;
/// A1579.
pub type A1579 = A1580;
/// A1580.
pub type A1580 = A1581;
/// A1581.
pub type A1581 = A1582;
/// A1582.
pub type A1582 = A1583;
/// A1583.
pub type A1583 = A1584;
/// A1584.
pub type A1584 = A1585;
/// A1585.
pub type A1585 = A1586;
/// A1586.
pub type A1586 = A1587;
/// A1587.
pub type A1587 = A1588;
/// A1588.
pub type A1588 = A1589;
/// A1589.
pub type A1589 = A1590;
/// A1590.
pub type A1590 = A1591;
/// A1591.
pub type A1591 = A1592;
/// A1592.
pub type A1592 = A1593;
/// A1593.
pub type A1593 = A1594;
/// A1594.
pub type A1594 = A1595;
/// A1595.
pub type A1595 = A1596;
/// A1596.
pub type A1596 = A1597;
/// A1597.
pub type A1597 = A1598;
/// A1598.
pub type A1598 = A1599;
/// A1599.
pub type A1599 = A1600;
/// A1600.
pub type A1600 = A1601;
/// A1601.
pub type A1601 = A1602;
/// A1602.
pub type A1602 = A1603;
/// A1603.
pub type A1603 = A1604;
/// A1604.
pub type A1604 = A1605;
/// A1605.
pub type A1605 = A1606;
/// A1606.
pub type A1606 = A1607;
/// A1607.
pub type A1607 = A1608;
/// A1608.
pub type A1608 = A1609;
/// A1609.
pub type A1609 = A1610;
/// A1610.
pub type A1610 = A1611;
/// A1611.
pub type A1611 = A1612;
/// A1612.
pub type A1612 = A1613;
/// A1613.
pub type A1613 = A1614;
/// A1614.
pub type A1614 = A1615;
/// A1615.
pub type A1615 = A1616;
/// A1616.
pub type A1616 = A1617;
/// A1617.
pub type A1617 = A1618;
/// A1618.
pub type A1618 = A1619;
/// A1619.
pub type A1619 = A1620;
/// A1620.
pub type A1620 = A1621;
/// A1621.
pub type A1621 = A1622;
/// A1622.
pub type A1622 = A1623;
/// A1623.
pub type A1623 = A1624;
/// A1624.
pub type A1624 = A1625;
/// A1625.
pub type A1625 = A1626;
/// A1626.
pub type A1626 = A1627;
/// A1627.
pub type A1627 = A1628;
/// A1628.
pub type A1628 = A1629;
/// A1629.
pub type A1629 = A1630;
/// A1630.
pub type A1630 = A1631;
/// A1631.
pub type A1631 = A1632;
/// A1632.
pub type A1632 = A1633;
/// A1633.
pub type A1633 = A1634;
/// A1634.
pub type A1634 = A1635;
/// A1635.
pub type A1635 = A1636;
/// A1636.
pub type A1636 = A1637;
/// A1637.
pub type A1637 = A1638;
/// A1638.
pub type A1638 = A1639;
/// A1639.
pub type A1639 = A1640;
/// A1640.
pub type A1640 = A1641;
/// A1641.
pub type A1641 = A1642;
/// A1642.
pub type A1642 = A1643;
/// A1643.
pub type A1643 = A1644;
/// A1644.
pub type A1644 = A1645;
/// A1645.
pub type A1645 = A1646;
/// A1646.
pub type A1646 = A1647;
/// A1647.
pub type A1647 = A1648;
/// A1648.
pub type A1648 = A1649;
/// A1649.
pub type A1649 = A1650;
/// A1650.
pub type A1650 = A1651;
/// A1651.
pub type A1651 = A1652;
/// A1652.
pub type A1652 = A1653;
/// A1653.
pub type A1653 = A1654;
/// A1654.
pub type A1654 = A1655;
/// A1655.
pub type A1655 = A1656;
/// A1656.
pub type A1656 = A1657;
/// A1657.
pub type A1657 = A1658;
/// A1658.
pub type A1658 = A1659;
/// A1659.
pub type A1659 = A1660;
/// A1660.
pub type A1660 = A1661;
/// A1661.
pub type A1661 = A1662;
/// A1662.
pub type A1662 = A1663;
/// A1663.
pub type A1663 = A1664;
/// A1664.
pub type A1664 = A1665;
/// A1665.
pub type A1665 = A1666;
/// A1666.
pub type A1666 = A1667;
/// A1667.
pub type A1667 = A1668;
/// A1668.
pub type A1668 = A1669;
/// A1669.
pub type A1669 = A1670;
/// A1670.
pub type A1670 = A1671;
/// A1671.
pub type A1671 = A1672;
/// A1672.
pub type A1672 = A1673;
/// A1673.
pub type A1673 = A1674;
/// A1674.
pub type A1674 = A1675;
/// A1675.
pub type A1675 = A1676;
/// A1676.
pub type A1676 = A1677;
/// A1677.
pub type A1677 = A1678;
/// A1678.
pub type A1678 = A1679;
/// A1679.
pub type A1679 = A1680;
/// A1680.
pub type A1680 = A1681;
/// A1681.
pub type A1681 = A1682;
/// A1682.
pub type A1682 = A1683;
/// A1683.
pub type A1683 = A1684;
/// A1684.
pub type A1684 = A1685;
/// A1685.
pub type A1685 = A1686;
/// A1686.
pub type A1686 = A1687;
/// A1687.
pub type A1687 = A1688;
/// A1688.
pub type A1688 = A1689;
/// A1689.
pub type A1689 = A1690;
/// A1690.
pub type A1690 = A1691;
/// A1691.
pub type A1691 = A1692;
/// A1692.
pub type A1692 = A1693;
/// A1693.
pub type A1693 = A1694;
/// A1694.
pub type A1694 = A1695;
/// A1695.
pub type A1695 = A1696;
/// A1696.
pub type A1696 = A1697;
/// A1697.
pub type A1697 = A1698;
/// A1698.
pub type A1698 = A1699;
/// A1699.
pub type A1699 = A1700;
/// A1700.
pub type A1700 = A1701;
/// A1701.
pub type A1701 = A1702;
/// A1702.
pub type A1702 = A1703;
/// A1703.
pub type A1703 = A1704;
/// A1704.
pub type A1704 = A1705;
/// A1705.
pub type A1705 = A1706;
/// A1706.
pub type A1706 = A1707;
/// A1707.
pub type A1707 = A1708;
/// A1708.
pub type A1708 = A1709;
/// A1709.
pub type A1709 = A1710;
/// A1710.
pub type A1710 = A1711;
/// A1711.
pub type A1711 = A1712;
/// A1712.
pub type A1712 = A1713;
/// A1713.
pub type A1713 = A1714;
/// A1714.
pub type A1714 = A1715;
/// A1715.
pub type A1715 = A1716;
/// A1716.
pub type A1716 = A1717;
/// A1717.
pub type A1717 = A1718;
/// A1718.
pub type A1718 = A1719;
/// A1719.
pub type A1719 = A1720;
/// A1720.
pub type A1720 = A1721;
/// A1721.
pub type A1721 = A1722;
/// A1722.
pub type A1722 = A1723;
/// A1723.
pub type A1723 = A1724;
/// A1724.
pub type A1724 = A1725;
/// A1725.
pub type A1725 = A1726;
/// A1726.
pub type A1726 = A1727;
/// A1727.
pub type A1727 = A1728;
/// A1728.
pub type A1728 = A1729;
/// A1729.
pub type A1729 = A1730;
/// A1730.
pub type A1730 = A1731;
/// A1731.
pub type A1731 = A1732;
/// A1732.
pub type A1732 = A1733;
/// A1733.
pub type A1733 = A1734;
/// A1734.
pub type A1734 = A1735;
/// A1735.
pub type A1735 = A1736;
/// A1736.
pub type A1736 = A1737;
/// A1737.
pub type A1737 = A1738;
/// A1738.
pub type A1738 = A1739;
/// A1739.
pub type A1739 = A1740;
/// A1740.
pub type A1740 = A1741;
/// A1741.
pub type A1741 = A1742;
/// A1742.
pub type A1742 = A1743;
/// A1743.
pub type A1743 = A1744;
/// A1744.
pub type A1744 = A1745;
/// A1745.
pub type A1745 = A1746;
/// A1746.
pub type A1746 = A1747;
/// A1747.
pub type A1747 = A1748;
/// A1748.
pub type A1748 = A1749;
/// A1749.
pub type A1749 = A1750;
/// A1750.
pub type A1750 = A1751;
/// A1751.
pub type A1751 = A1752;
/// A1752.
pub type A1752 = A1753;
/// A1753.
pub type A1753 = A1754;
/// A1754.
pub type A1754 = A1755;
/// A1755.
pub type A1755 = A1756;
/// A1756.
pub type A1756 = A1757;
/// A1757.
pub type A1757 = A1758;
/// A1758.
pub type A1758 = A1759;
/// A1759.
pub type A1759 = A1760;
/// A1760.
pub type A1760 = A1761;
/// A1761.
pub type A1761 = A1762;
/// A1762.
pub type A1762 = A1763;
/// A1763.
pub type A1763 = A1764;
/// A1764.
pub type A1764 = A1765;
/// A1765.
pub type A1765 = A1766;
/// A1766.
pub type A1766 = A1767;
/// A1767.
pub type A1767 = A1768;
/// A1768.
pub type A1768 = A1769;
/// A1769.
pub type A1769 = A1770;
/// A1770.
pub type A1770 = A1771;
/// A1771.
pub type A1771 = A1772;
/// A1772.
pub type A1772 = A1773;
/// A1773.
pub type A1773 = A1774;
/// A1774.
pub type A1774 = A1775;
/// A1775.
pub type A1775 = A1776;
/// A1776.
pub type A1776 = A1777;
/// A1777.
pub type A1777 = A1778;
/// A1778.
pub type A1778 = A1779;
/// A1779.
pub type A1779 = A1780;
/// A1780.
pub type A1780 = A1781;
/// A1781.
pub type A1781 = A1782;
/// A1782.
pub type A1782 = A1783;
/// A1783.
pub type A1783 = A1784;
/// A1784.
pub type A1784 = A1785;
/// A1785.
pub type A1785 = A1786;
/// A1786.
pub type A1786 = A1787;
/// A1787.
pub type A1787 = A1788;
/// A1788.
pub type A1788 = A1789;
/// A1789.
pub type A1789 = A1790;
/// A1790.
pub type A1790 = A1791;
/// A1791.
pub type A1791 = A1792;
/// A1792.
pub type A1792 = A1793;
/// A1793.
pub type A1793 = A1794;
/// A1794.
pub type A1794 = A1795;
/// A1795.
pub type A1795 = A1796;
/// A1796.
pub type A1796 = A1797;
/// A1797.
pub type A1797 = A1798;
/// A1798.
pub type A1798 = A1799;
/// A1799.
pub type A1799 = A1800;
/// A1800.
pub type A1800 = A1801;
/// A1801.
pub type A1801 = A1802;
/// A1802.
pub type A1802 = A1803;
/// A1803.
pub type A1803 = A1804;
/// A1804.
pub type A1804 = A1805;
/// A1805.
pub type A1805 = A1806;
/// A1806.
pub type A1806 = A1807;
/// A1807.
pub type A1807 = A1808;
/// A1808.
pub type A1808 = A1809;
/// A1809.
pub type A1809 = A1810;
/// A1810.
pub type A1810 = A1811;
/// A1811.
pub type A1811 = A1812;
/// A1812.
pub type A1812 = A1813;
/// A1813.
pub type A1813 = A1814;
/// A1814.
pub type A1814 = A1815;
/// A1815.
pub type A1815 = A1816;
/// A1816.
pub type A1816 = A1817;
/// A1817.
pub type A1817 = A1818;
/// A1818.
pub type A1818 = A1819;
/// A1819.
pub type A1819 = A1820;
/// A1820.
pub type A1820 = A1821;
/// A1821.
pub type A1821 = A1822;
/// A1822.
pub type A1822 = A1823;
/// A1823.
pub type A1823 = A1824;
/// A1824.
pub type A1824 = A1825;
/// A1825.
pub type A1825 = A1826;
/// A1826.
pub type A1826 = A1827;
/// A1827.
pub type A1827 = A1828;
/// A1828.
pub type A1828 = A1829;
/// A1829.
pub type A1829 = A1830;
/// A1830.
pub type A1830 = A1831;
/// A1831.
pub type A1831 = A1832;
/// A1832.
pub type A1832 = A1833;
/// A1833.
pub type A1833 = A1834;
/// A1834.
pub type A1834 = A1835;
/// A1835.
pub type A1835 = A1836;
/// A1836.
pub type A1836 = A1837;
/// A1837.
pub type A1837 = A1838;
/// A1838.
pub type A1838 = A1839;
/// A1839.
pub type A1839 = A1840;
/// A1840.
pub type A1840 = A1841;
/// A1841.
pub type A1841 = A1842;
/// A1842.
pub type A1842 = A1843;
/// A1843.
pub type A1843 = A1844;
/// A1844.
pub type A1844 = A1845;
/// A1845.
pub type A1845 = A1846;
/// A1846.
pub type A1846 = A1847;
/// A1847.
pub type A1847 = A1848;
/// A1848.
pub type A1848 = A1849;
/// A1849.
pub type A1849 = A1850;
/// A1850.
pub type A1850 = A1851;
/// A1851.
pub type A1851 = A1852;
/// A1852.
pub type A1852 = A1853;
/// A1853.
pub type A1853 = A1854;
/// A1854.
pub type A1854 = A1855;
/// A1855.
pub type A1855 = A1856;
/// A1856.
pub type A1856 = A1857;
/// A1857.
pub type A1857 = A1858;
/// A1858.
pub type A1858 = A1859;
/// A1859.
pub type A1859 = A1860;
/// A1860.
pub type A1860 = A1861;
/// A1861.
pub type A1861 = A1862;
/// A1862.
pub type A1862 = A1863;
/// A1863.
pub type A1863 = A1864;
/// A1864.
pub type A1864 = A1865;
/// A1865.
pub type A1865 = A1866;
/// A1866.
pub type A1866 = A1867;
/// A1867.
pub type A1867 = A1868;
/// A1868.
pub type A1868 = A1869;
/// A1869.
pub type A1869 = A1870;
/// A1870.
pub type A1870 = A1871;
/// A1871.
pub type A1871 = A1872;
/// A1872.
pub type A1872 = A1873;
/// A1873.
pub type A1873 = A1874;
/// A1874.
pub type A1874 = A1875;
/// A1875.
pub type A1875 = A1876;
/// A1876.
pub type A1876 = A1877;
/// A1877.
pub type A1877 = A1878;
/// A1878.
pub type A1878 = A1879;
/// A1879.
pub type A1879 = A1880;
/// A1880.
pub type A1880 = A1881;
/// A1881.
pub type A1881 = A1882;
/// A1882.
pub type A1882 = A1883;
/// A1883.
pub type A1883 = A1884;
/// A1884.
pub type A1884 = A1885;
/// A1885.
pub type A1885 = A1886;
/// A1886.
pub type A1886 = A1887;
/// A1887.
pub type A1887 = A1888;
/// A1888.
pub type A1888 = A1889;
/// A1889.
pub type A1889 = A1890;
/// A1890.
pub type A1890 = A1891;
/// A1891.
pub type A1891 = A1892;
/// A1892.
pub type A1892 = A1893;
/// A1893.
pub type A1893 = A1894;
/// A1894.
pub type A1894 = A1895;
/// A1895.
pub type A1895 = A1896;
/// A1896.
pub type A1896 = A1897;
/// A1897.
pub type A1897 = A1898;
/// A1898.
pub type A1898 = A1899;
/// A1899.
pub type A1899 = A1900;
/// A1900.
pub type A1900 = A1901;
/// A1901.
pub type A1901 = A1902;
/// A1902.
pub type A1902 = A1903;
/// A1903.
pub type A1903 = A1904;
/// A1904.
pub type A1904 = A1905;
/// A1905.
pub type A1905 = A1906;
/// A1906.
pub type A1906 = A1907;
/// A1907.
pub type A1907 = A1908;
/// A1908.
pub type A1908 = A1909;
/// A1909.
pub type A1909 = A1910;
/// A1910.
pub type A1910 = A1911;
/// A1911.
pub type A1911 = A1912;
/// A1912.
pub type A1912 = A1913;
/// A1913.
pub type A1913 = A1914;
/// A1914.
pub type A1914 = A1915;
/// A1915.
pub type A1915 = A1916;
/// A1916.
pub type A1916 = A1917;
/// A1917.
pub type A1917 = A1918;
/// A1918.
pub type A1918 = A1919;
/// A1919.
pub type A1919 = A1920;
/// A1920.
pub type A1920 = A1921;
/// A1921.
pub type A1921 = A1922;
/// A1922.
pub type A1922 = A1923;
/// A1923.
pub type A1923 = A1924;
/// A1924.
pub type A1924 = A1925;
/// A1925.
pub type A1925 = A1926;
/// A1926.
pub type A1926 = A1927;
/// A1927.
pub type A1927 = A1928;
/// A1928.
pub type A1928 = A1929;
/// A1929.
pub type A1929 = A1930;
/// A1930.
pub type A1930 = A1931;
/// A1931.
pub type A1931 = A1932;
/// A1932.
pub type A1932 = A1933;
/// A1933.
pub type A1933 = A1934;
/// A1934.
pub type A1934 = A1935;
/// A1935.
pub type A1935 = A1936;
/// A1936.
pub type A1936 = A1937;
/// A1937.
pub type A1937 = A1938;
/// A1938.
pub type A1938 = A1939;
/// A1939.
pub type A1939 = A1940;
/// A1940.
pub type A1940 = A1941;
/// A1941.
pub type A1941 = A1942;
/// A1942.
pub type A1942 = A1943;
/// A1943.
pub type A1943 = A1944;
/// A1944.
pub type A1944 = A1945;
/// A1945.
pub type A1945 = A1946;
/// A1946.
pub type A1946 = A1947;
/// A1947.
pub type A1947 = A1948;
/// A1948.
pub type A1948 = A1949;
/// A1949.
pub type A1949 = A1950;
/// A1950.
pub type A1950 = A1951;
/// A1951.
pub type A1951 = A1952;
/// A1952.
pub type A1952 = A1953;
/// A1953.
pub type A1953 = A1954;
/// A1954.
pub type A1954 = A1955;
/// A1955.
pub type A1955 = A1956;
/// A1956.
pub type A1956 = A1957;
/// A1957.
pub type A1957 = A1958;
/// A1958.
pub type A1958 = A1959;
/// A1959.
pub type A1959 = A1960;
/// A1960.
pub type A1960 = A1961;
/// A1961.
pub type A1961 = A1962;
/// A1962.
pub type A1962 = A1963;
/// A1963.
pub type A1963 = A1964;
/// A1964.
pub type A1964 = A1965;
/// A1965.
pub type A1965 = A1966;
/// A1966.
pub type A1966 = A1967;
/// A1967.
pub type A1967 = A1968;
/// A1968.
pub type A1968 = A1969;
/// A1969.
pub type A1969 = A1970;
/// A1970.
pub type A1970 = A1971;
/// A1971.
pub type A1971 = A1972;
/// A1972.
pub type A1972 = A1973;
/// A1973.
pub type A1973 = A1974;
/// A1974.
pub type A1974 = A1975;
/// A1975.
pub type A1975 = A1976;
/// A1976.
pub type A1976 = A1977;
/// A1977.
pub type A1977 = A1978;
/// A1978.
pub type A1978 = A1979;
/// A1979.
pub type A1979 = A1980;
/// A1980.
pub type A1980 = A1981;
/// A1981.
pub type A1981 = A1982;
/// A1982.
pub type A1982 = A1983;
/// A1983.
pub type A1983 = A1984;
/// A1984.
pub type A1984 = A1985;
/// A1985.
pub type A1985 = A1986;
/// A1986.
pub type A1986 = A1987;
/// A1987.
pub type A1987 = A1988;
/// A1988.
pub type A1988 = A1989;
/// A1989.
pub type A1989 = A1990;
/// A1990.
pub type A1990 = A1991;
/// A1991.
pub type A1991 = A1992;
/// A1992.
pub type A1992 = A1993;
/// A1993.
pub type A1993 = A1994;
/// A1994.
pub type A1994 = A1995;
/// A1995.
pub type A1995 = A1996;
/// A1996.
pub type A1996 = A1997;
/// A1997.
pub type A1997 = A1998;
/// A1998.
pub type A1998 = A1999;
/// A1999.
pub type A1999 = A2000;
/// A2000.
pub type A2000 = A2001;
/// A2001.
pub type A2001 = A2002;
/// A2002.
pub type A2002 = A2003;
/// A2003.
pub type A2003 = A2004;
/// A2004.
pub type A2004 = A2005;
/// A2005.
pub type A2005 = A2006;
/// A2006.
pub type A2006 = A2007;
/// A2007.
pub type A2007 = A2008;
/// A2008.
pub type A2008 = A2009;
/// A2009.
pub type A2009 = A2010;
/// A2010.
pub type A2010 = A2011;
/// A2011.
pub type A2011 = A2012;
/// A2012.
pub type A2012 = A2013;
/// A2013.
pub type A2013 = A2014;
/// A2014.
pub type A2014 = A2015;
/// A2015.
pub type A2015 = A2016;
/// A2016.
pub type A2016 = A2017;
/// A2017.
pub type A2017 = A2018;
/// A2018.
pub type A2018 = A2019;
/// A2019.
pub type A2019 = A2020;
/// A2020.
pub type A2020 = A2021;
/// A2021.
pub type A2021 = A2022;
/// A2022.
pub type A2022 = A2023;
/// A2023.
pub type A2023 = A2024;
/// A2024.
pub type A2024 = A2025;
/// A2025.
pub type A2025 = A2026;
/// A2026.
pub type A2026 = A2027;
/// A2027.
pub type A2027 = A2028;
/// A2028.
pub type A2028 = A2029;
/// A2029.
pub type A2029 = A2030;
/// A2030.
pub type A2030 = A2031;
/// A2031.
pub type A2031 = A2032;
/// A2032.
pub type A2032 = A2033;
/// A2033.
pub type A2033 = A2034;
/// A2034.
pub type A2034 = A2035;
/// A2035.
pub type A2035 = A2036;
/// A2036.
pub type A2036 = A2037;
/// A2037.
pub type A2037 = A2038;
/// A2038.
pub type A2038 = A2039;
/// A2039.
pub type A2039 = A2040;
/// A2040.
pub type A2040 = A2041;
/// A2041.
pub type A2041 = A2042;
/// A2042.
pub type A2042 = A2043;
/// A2043.
pub type A2043 = A2044;
/// A2044.
pub type A2044 = A2045;
/// A2045.
pub type A2045 = A2046;
/// A2046.
pub type A2046 = A2047;
/// A2047.
pub type A2047 = A2048;
/// A2048.
pub type A2048 = A2049;
/// A2049.
pub type A2049 = A2050;
/// A2050.
pub type A2050 = A2051;
/// A2051.
pub type A2051 = A2052;
/// A2052.
pub type A2052 = A2053;
/// A2053.
pub type A2053 = A2054;
/// A2054.
pub type A2054 = A2055;
/// A2055.
pub type A2055 = A2056;
/// A2056.
pub type A2056 = A2057;
/// A2057.
pub type A2057 = A2058;
/// A2058.
pub type A2058 = A2059;
/// A2059.
pub type A2059 = A2060;
/// A2060.
pub type A2060 = A2061;
/// A2061.
pub type A2061 = A2062;
/// A2062.
pub type A2062 = A2063;
/// A2063.
pub type A2063 = A2064;
/// A2064.
pub type A2064 = A2065;
/// A2065.
pub type A2065 = A2066;
/// A2066.
pub type A2066 = A2067;
/// A2067.
pub type A2067 = A2068;
/// A2068.
pub type A2068 = A2069;
/// A2069.
pub type A2069 = A2070;
/// A2070.
pub type A2070 = A2071;
/// A2071.
pub type A2071 = A2072;
/// A2072.
pub type A2072 = A2073;
/// A2073.
pub type A2073 = A2074;
/// A2074.
pub type A2074 = A2075;
/// A2075.
pub type A2075 = A2076;
/// A2076.
pub type A2076 = A2077;
/// A2077.
pub type A2077 = A2078;
/// A2078.
pub type A2078 = A2079;
/// A2079.
pub type A2079 = A2080;
/// A2080.
pub type A2080 = A2081;
/// A2081.
pub type A2081 = A2082;
/// A2082.
pub type A2082 = A2083;
/// A2083.
pub type A2083 = A2084;
/// A2084.
pub type A2084 = A2085;
/// A2085.
pub type A2085 = A2086;
/// A2086.
pub type A2086 = A2087;
/// A2087.
pub type A2087 = A2088;
/// A2088.
pub type A2088 = A2089;
/// A2089.
pub type A2089 = A2090;
/// A2090.
pub type A2090 = A2091;
/// A2091.
pub type A2091 = A2092;
/// A2092.
pub type A2092 = A2093;
/// A2093.
pub type A2093 = A2094;
/// A2094.
pub type A2094 = A2095;
/// A2095.
pub type A2095 = A2096;
/// A2096.
pub type A2096 = A2097;
/// A2097.
pub type A2097 = A2098;
/// A2098.
pub type A2098 = A2099;
/// A2099.
pub type A2099 = A2100;
/// A2100.
pub type A2100 = A2101;
/// A2101.
pub type A2101 = A2102;
/// A2102.
pub type A2102 = A2103;
/// A2103.
pub type A2103 = A2104;
/// A2104.
pub type A2104 = A2105;
/// A2105.
pub type A2105 = A2106;
/// A2106.
pub type A2106 = A2107;
/// A2107.
pub type A2107 = A2108;
/// A2108.
pub type A2108 = A2109;
/// A2109.
pub type A2109 = A2110;
/// A2110.
pub type A2110 = A2111;
/// A2111.
pub type A2111 = A2112;
/// A2112.
pub type A2112 = A2113;
/// A2113.
pub type A2113 = A2114;
/// A2114.
pub type A2114 = A2115;
/// A2115.
pub type A2115 = A2116;
/// A2116.
pub type A2116 = A2117;
/// A2117.
pub type A2117 = A2118;
/// A2118.
pub type A2118 = A2119;
/// A2119.
pub type A2119 = A2120;
/// A2120.
pub type A2120 = A2121;
/// A2121.
pub type A2121 = A2122;
/// A2122.
pub type A2122 = A2123;
/// A2123.
pub type A2123 = A2124;
/// A2124.
pub type A2124 = A2125;
/// A2125.
pub type A2125 = A2126;
/// A2126.
pub type A2126 = A2127;
/// A2127.
pub type A2127 = A2128;
/// A2128.
pub type A2128 = A2129;
/// A2129.
pub type A2129 = A2130;
/// A2130.
pub type A2130 = A2131;
/// A2131.
pub type A2131 = A2132;
/// A2132.
pub type A2132 = A2133;
/// A2133.
pub type A2133 = A2134;
/// A2134.
pub type A2134 = A2135;
/// A2135.
pub type A2135 = A2136;
/// A2136.
pub type A2136 = A2137;
/// A2137.
pub type A2137 = A2138;
/// A2138.
pub type A2138 = A2139;
/// A2139.
pub type A2139 = A2140;
/// A2140.
pub type A2140 = A2141;
/// A2141.
pub type A2141 = A2142;
/// A2142.
pub type A2142 = A2143;
/// A2143.
pub type A2143 = A2144;
/// A2144.
pub type A2144 = A2145;
/// A2145.
pub type A2145 = A2146;
/// A2146.
pub type A2146 = A2147;
/// A2147.
pub type A2147 = A2148;
/// A2148.
pub type A2148 = A2149;
/// A2149.
pub type A2149 = A2150;
/// A2150.
pub type A2150 = A2151;
/// A2151.
pub type A2151 = A2152;
/// A2152.
pub type A2152 = A2153;
/// A2153.
pub type A2153 = A2154;
/// A2154.
pub type A2154 = A2155;
/// A2155.
pub type A2155 = A2156;
/// A2156.
pub type A2156 = A2157;
/// A2157.
pub type A2157 = A2158;
/// A2158.
pub type A2158 = A2159;
/// A2159.
pub type A2159 = A2160;
/// A2160.
pub type A2160 = A2161;
/// A2161.
pub type A2161 = A2162;
/// A2162.
pub type A2162 = A2163;
/// A2163.
pub type A2163 = A2164;
/// A2164.
pub type A2164 = A2165;
/// A2165.
pub type A2165 = A2166;
/// A2166.
pub type A2166 = A2167;
/// A2167.
pub type A2167 = A2168;
/// A2168.
pub type A2168 = A2169;
/// A2169.
pub type A2169 = A2170;
/// A2170.
pub type A2170 = A2171;
/// A2171.
pub type A2171 = A2172;
/// A2172.
pub type A2172 = A2173;
/// A2173.
pub type A2173 = A2174;
/// A2174.
pub type A2174 = A2175;
/// A2175.
pub type A2175 = A2176;
/// A2176.
pub type A2176 = A2177;
/// A2177.
pub type A2177 = A2178;
/// A2178.
pub type A2178 = A2179;
/// A2179.
pub type A2179 = A2180;
/// A2180.
pub type A2180 = A2181;
/// A2181.
pub type A2181 = A2182;
/// A2182.
pub type A2182 = A2183;
/// A2183.
pub type A2183 = A2184;
/// A2184.
pub type A2184 = A2185;
/// A2185.
pub type A2185 = A2186;
/// A2186.
pub type A2186 = A2187;
/// A2187.
pub type A2187 = A2188;
/// A2188.
pub type A2188 = A2189;
/// A2189.
pub type A2189 = A2190;
/// A2190.
pub type A2190 = A2191;
/// A2191.
pub type A2191 = A2192;
/// A2192.
pub type A2192 = A2193;
/// A2193.
pub type A2193 = A2194;
/// A2194.
pub type A2194 = A2195;
/// A2195.
pub type A2195 = A2196;
/// A2196.
pub type A2196 = A2197;
/// A2197.
pub type A2197 = A2198;
/// A2198.
pub type A2198 = A2199;
/// A2199.
pub type A2199 = A2200;
/// A2200.
pub type A2200 = A2201;
/// A2201.
pub type A2201 = A2202;
/// A2202.
pub type A2202 = A2203;
/// A2203.
pub type A2203 = A2204;
/// A2204.
pub type A2204 = A2205;
/// A2205.
pub type A2205 = A2206;
/// A2206.
pub type A2206 = A2207;
/// A2207.
pub type A2207 = A2208;
/// A2208.
pub type A2208 = A2209;
/// A2209.
pub type A2209 = A2210;
/// A2210.
pub type A2210 = A2211;
/// A2211.
pub type A2211 = A2212;
/// A2212.
pub type A2212 = A2213;
/// A2213.
pub type A2213 = A2214;
/// A2214.
pub type A2214 = A2215;
/// A2215.
pub type A2215 = A2216;
/// A2216.
pub type A2216 = A2217;
/// A2217.
pub type A2217 = A2218;
/// A2218.
pub type A2218 = A2219;
/// A2219.
pub type A2219 = A2220;
/// A2220.
pub type A2220 = A2221;
/// A2221.
pub type A2221 = A2222;
/// A2222.
pub type A2222 = A2223;
/// A2223.
pub type A2223 = A2224;
/// A2224.
pub type A2224 = A2225;
/// A2225.
pub type A2225 = A2226;
/// A2226.
pub type A2226 = A2227;
/// A2227.
pub type A2227 = A2228;
/// A2228.
pub type A2228 = A2229;
/// A2229.
pub type A2229 = A2230;
/// A2230.
pub type A2230 = A2231;
/// A2231.
pub type A2231 = A2232;
/// A2232.
pub type A2232 = A2233;
/// A2233.
pub type A2233 = A2234;
/// A2234.
pub type A2234 = A2235;
/// A2235.
pub type A2235 = A2236;
/// A2236.
pub type A2236 = A2237;
/// A2237.
pub type A2237 = A2238;
/// A2238.
pub type A2238 = A2239;
/// A2239.
pub type A2239 = A2240;
/// A2240.
pub type A2240 = A2241;
/// A2241.
pub type A2241 = A2242;
/// A2242.
pub type A2242 = A2243;
/// A2243.
pub type A2243 = A2244;
/// A2244.
pub type A2244 = A2245;
/// A2245.
pub type A2245 = A2246;
/// A2246.
pub type A2246 = A2247;
/// A2247.
pub type A2247 = A2248;
/// A2248.
pub type A2248 = A2249;
/// A2249.
pub type A2249 = A2250;
/// A2250.
pub type A2250 = A2251;
/// A2251.
pub type A2251 = A2252;
/// A2252.
pub type A2252 = A2253;
/// A2253.
pub type A2253 = A2254;
/// A2254.
pub type A2254 = A2255;
/// A2255.
pub type A2255 = A2256;
/// A2256.
pub type A2256 = A2257;
/// A2257.
pub type A2257 = A2258;
/// A2258.
pub type A2258 = A2259;
/// A2259.
pub type A2259 = A2260;
/// A2260.
pub type A2260 = A2261;
/// A2261.
pub type A2261 = A2262;
/// A2262.
pub type A2262 = A2263;
/// A2263.
pub type A2263 = A2264;
/// A2264.
pub type A2264 = A2265;
/// A2265.
pub type A2265 = A2266;
/// A2266.
pub type A2266 = A2267;
/// A2267.
pub type A2267 = A2268;
/// A2268.
pub type A2268 = A2269;
/// A2269.
pub type A2269 = A2270;
/// A2270.
pub type A2270 = A2271;
/// A2271.
pub type A2271 = A2272;
/// A2272.
pub type A2272 = A2273;
/// A2273.
pub type A2273 = A2274;
/// A2274.
pub type A2274 = A2275;
/// A2275.
pub type A2275 = A2276;
/// A2276.
pub type A2276 = A2277;
/// A2277.
pub type A2277 = A2278;
/// A2278.
pub type A2278 = A2279;
/// A2279.
pub type A2279 = A2280;
/// A2280.
pub type A2280 = A2281;
/// A2281.
pub type A2281 = A2282;
/// A2282.
pub type A2282 = A2283;
/// A2283.
pub type A2283 = A2284;
/// A2284.
pub type A2284 = A2285;
/// A2285.
pub type A2285 = A2286;
/// A2286.
pub type A2286 = A2287;
/// A2287.
pub type A2287 = A2288;
/// A2288.
pub type A2288 = A2289;
/// A2289.
pub type A2289 = A2290;
/// A2290.
pub type A2290 = A2291;
/// A2291.
pub type A2291 = A2292;
/// A2292.
pub type A2292 = A2293;
/// A2293.
pub type A2293 = A2294;
/// A2294.
pub type A2294 = A2295;
/// A2295.
pub type A2295 = A2296;
/// A2296.
pub type A2296 = A2297;
/// A2297.
pub type A2297 = A2298;
/// A2298.
pub type A2298 = A2299;
/// A2299.
pub type A2299 = A2300;
/// A2300.
pub type A2300 = A2301;
/// A2301.
pub type A2301 = A2302;
/// A2302.
pub type A2302 = A2303;
/// A2303.
pub type A2303 = A2304;
/// A2304.
pub type A2304 = A2305;
/// A2305.
pub type A2305 = A2306;
/// A2306.
pub type A2306 = A2307;
/// A2307.
pub type A2307 = A2308;
/// A2308.
pub type A2308 = A2309;
/// A2309.
pub type A2309 = A2310;
/// A2310.
pub type A2310 = A2311;
/// A2311.
pub type A2311 = A2312;
/// A2312.
pub type A2312 = A2313;
/// A2313.
pub type A2313 = A2314;
/// A2314.
pub type A2314 = A2315;
/// A2315.
pub type A2315 = A2316;
/// A2316.
pub type A2316 = A2317;
/// A2317.
pub type A2317 = A2318;
/// A2318.
pub type A2318 = A2319;
/// A2319.
pub type A2319 = A2320;
/// A2320.
pub type A2320 = A2321;
/// A2321.
pub type A2321 = A2322;
/// A2322.
pub type A2322 = A2323;
/// A2323.
pub type A2323 = A2324;
/// A2324.
pub type A2324 = A2325;
/// A2325.
pub type A2325 = A2326;
/// A2326.
pub type A2326 = A2327;
/// A2327.
pub type A2327 = A2328;
/// A2328.
pub type A2328 = A2329;
/// A2329.
pub type A2329 = A2330;
/// A2330.
pub type A2330 = A2331;
/// A2331.
pub type A2331 = A2332;
/// A2332.
pub type A2332 = A2333;
/// A2333.
pub type A2333 = A2334;
/// A2334.
pub type A2334 = A2335;
/// A2335.
pub type A2335 = A2336;
/// A2336.
pub type A2336 = A2337;
/// A2337.
pub type A2337 = A2338;
/// A2338.
pub type A2338 = A2339;
/// A2339.
pub type A2339 = A2340;
/// A2340.
pub type A2340 = A2341;
/// A2341.
pub type A2341 = A2342;
/// A2342.
pub type A2342 = A2343;
/// A2343.
pub type A2343 = A2344;
/// A2344.
pub type A2344 = A2345;
/// A2345.
pub type A2345 = A2346;
/// A2346.
pub type A2346 = A2347;
/// A2347.
pub type A2347 = A2348;
/// A2348.
pub type A2348 = A2349;
/// A2349.
pub type A2349 = A2350;
/// A2350.
pub type A2350 = A2351;
/// A2351.
pub type A2351 = A2352;
/// A2352.
pub type A2352 = A2353;
/// A2353.
pub type A2353 = A2354;
/// A2354.
pub type A2354 = A2355;
/// A2355.
pub type A2355 = A2356;
/// A2356.
pub type A2356 = A2357;
/// A2357.
pub type A2357 = A2358;
/// A2358.
pub type A2358 = A2359;
/// A2359.
pub type A2359 = A2360;
/// A2360.
pub type A2360 = A2361;
/// A2361.
pub type A2361 = A2362;
/// A2362.
pub type A2362 = A2363;
/// A2363.
pub type A2363 = A2364;
/// A2364.
pub type A2364 = A2365;
/// A2365.
pub type A2365 = A2366;
/// A2366.
pub type A2366 = A2367;
/// A2367.
pub type A2367 = A2368;
/// A2368.
pub type A2368 = A2369;
/// A2369.
pub type A2369 = A2370;
/// A2370.
pub type A2370 = A2371;
/// A2371.
pub type A2371 = A2372;
/// A2372.
pub type A2372 = A2373;
/// A2373.
pub type A2373 = A2374;
/// A2374.
pub type A2374 = A2375;
/// A2375.
pub type A2375 = A2376;
/// A2376.
pub type A2376 = A2377;
/// A2377.
pub type A2377 = A2378;
/// A2378.
pub type A2378 = A2379;
/// A2379.
pub type A2379 = A2380;
/// A2380.
pub type A2380 = A2381;
/// A2381.
pub type A2381 = A2382;
/// A2382.
pub type A2382 = A2383;
/// A2383.
pub type A2383 = A2384;
/// A2384.
pub type A2384 = A2385;
/// A2385.
pub type A2385 = A2386;
/// A2386.
pub type A2386 = A2387;
/// A2387.
pub type A2387 = A2388;
/// A2388.
pub type A2388 = A2389;
/// A2389.
pub type A2389 = A2390;
/// A2390.
pub type A2390 = A2391;
/// A2391.
pub type A2391 = A2392;
/// A2392.
pub type A2392 = A2393;
/// A2393.
pub type A2393 = A2394;
/// A2394.
pub type A2394 = A2395;
/// A2395.
pub type A2395 = A2396;
/// A2396.
pub type A2396 = A2397;
/// A2397.
pub type A2397 = A2398;
/// A2398.
pub type A2398 = A2399;
/// A2399.
pub type A2399 = A2400;
/// A2400.
pub type A2400 = A2401;
/// A2401.
pub type A2401 = A2402;
/// A2402.
pub type A2402 = A2403;
/// A2403.
pub type A2403 = A2404;
/// A2404.
pub type A2404 = A2405;
/// A2405.
pub type A2405 = A2406;
/// A2406.
pub type A2406 = A2407;
/// A2407.
pub type A2407 = A2408;
/// A2408.
pub type A2408 = A2409;
/// A2409.
pub type A2409 = A2410;
/// A2410.
pub type A2410 = A2411;
/// A2411.
pub type A2411 = A2412;
/// A2412.
pub type A2412 = A2413;
/// A2413.
pub type A2413 = A2414;
/// A2414.
pub type A2414 = A2415;
/// A2415.
pub type A2415 = A2416;
/// A2416.
pub type A2416 = A2417;
/// A2417.
pub type A2417 = A2418;
/// A2418.
pub type A2418 = A2419;
/// A2419.
pub type A2419 = A2420;
/// A2420.
pub type A2420 = A2421;
/// A2421.
pub type A2421 = A2422;
/// A2422.
pub type A2422 = A2423;
/// A2423.
pub type A2423 = A2424;
/// A2424.
pub type A2424 = A2425;
/// A2425.
pub type A2425 = A2426;
/// A2426.
pub type A2426 = A2427;
/// A2427.
pub type A2427 = A2428;
/// A2428.
pub type A2428 = A2429;
/// A2429.
pub type A2429 = A2430;
/// A2430.
pub type A2430 = A2431;
/// A2431.
pub type A2431 = A2432;
/// A2432.
pub type A2432 = A2433;
/// A2433.
pub type A2433 = A2434;
/// A2434.
pub type A2434 = A2435;
/// A2435.
pub type A2435 = A2436;
/// A2436.
pub type A2436 = A2437;
/// A2437.
pub type A2437 = A2438;
/// A2438.
pub type A2438 = A2439;
/// A2439.
pub type A2439 = A2440;
/// A2440.
pub type A2440 = A2441;
/// A2441.
pub type A2441 = A2442;
/// A2442.
pub type A2442 = A2443;
/// A2443.
pub type A2443 = A2444;
/// A2444.
pub type A2444 = A2445;
/// A2445.
pub type A2445 = A2446;
/// A2446.
pub type A2446 = A2447;
/// A2447.
pub type A2447 = A2448;
/// A2448.
pub type A2448 = A2449;
/// A2449.
pub type A2449 = A2450;
/// A2450.
pub type A2450 = A2451;
/// A2451.
pub type A2451 = A2452;
/// A2452.
pub type A2452 = A2453;
/// A2453.
pub type A2453 = A2454;
/// A2454.
pub type A2454 = A2455;
/// A2455.
pub type A2455 = A2456;
/// A2456.
pub type A2456 = A2457;
/// A2457.
pub type A2457 = A2458;
/// A2458.
pub type A2458 = A2459;
/// A2459.
pub type A2459 = A2460;
/// A2460.
pub type A2460 = A2461;
/// A2461.
pub type A2461 = A2462;
/// A2462.
pub type A2462 = A2463;
/// A2463.
pub type A2463 = A2464;
/// A2464.
pub type A2464 = A2465;
/// A2465.
pub type A2465 = A2466;
/// A2466.
pub type A2466 = A2467;
/// A2467.
pub type A2467 = A2468;
/// A2468.
pub type A2468 = A2469;
/// A2469.
pub type A2469 = A2470;
/// A2470.
pub type A2470 = A2471;
/// A2471.
pub type A2471 = A2472;
/// A2472.
pub type A2472 = A2473;
/// A2473.
pub type A2473 = A2474;
/// A2474.
pub type A2474 = A2475;
/// A2475.
pub type A2475 = A2476;
/// A2476.
pub type A2476 = A2477;
/// A2477.
pub type A2477 = A2478;
/// A2478.
pub type A2478 = A2479;
/// A2479.
pub type A2479 = A2480;
/// A2480.
pub type A2480 = A2481;
/// A2481.
pub type A2481 = A2482;
/// A2482.
pub type A2482 = A2483;
/// A2483.
pub type A2483 = A2484;
/// A2484.
pub type A2484 = A2485;
/// A2485.
pub type A2485 = A2486;
/// A2486.
pub type A2486 = A2487;
/// A2487.
pub type A2487 = A2488;
/// A2488.
pub type A2488 = A2489;
/// A2489.
pub type A2489 = A2490;
/// A2490.
pub type A2490 = A2491;
/// A2491.
pub type A2491 = A2492;
/// A2492.
pub type A2492 = A2493;
/// A2493.
pub type A2493 = A2494;
/// A2494.
pub type A2494 = A2495;
/// A2495.
pub type A2495 = A2496;
/// A2496.
pub type A2496 = A2497;
/// A2497.
pub type A2497 = A2498;
/// A2498.
pub type A2498 = A2499;
/// A2499.
pub type A2499 = A2500;
/// A2500.
pub type A2500 = A2501;
/// A2501.
pub type A2501 = A2502;
/// A2502.
pub type A2502 = A2503;
/// A2503.
pub type A2503 = A2504;
/// A2504.
pub type A2504 = A2505;
/// A2505.
pub type A2505 = A2506;
/// A2506.
pub type A2506 = A2507;
/// A2507.
pub type A2507 = A2508;
/// A2508.
pub type A2508 = A2509;
/// A2509.
pub type A2509 = A2510;
/// A2510.
pub type A2510 = A2511;
/// A2511.
pub type A2511 = A2512;
/// A2512.
pub type A2512 = A2513;
/// A2513.
pub type A2513 = A2514;
/// A2514.
pub type A2514 = A2515;
/// A2515.
pub type A2515 = A2516;
/// A2516.
pub type A2516 = A2517;
/// A2517.
pub type A2517 = A2518;
/// A2518.
pub type A2518 = A2519;
/// A2519.
pub type A2519 = A2520;
/// A2520.
pub type A2520 = A2521;
/// A2521.
pub type A2521 = A2522;
/// A2522.
pub type A2522 = A2523;
/// A2523.
pub type A2523 = A2524;
/// A2524.
pub type A2524 = A2525;
/// A2525.
pub type A2525 = A2526;
/// A2526.
pub type A2526 = A2527;
/// A2527.
pub type A2527 = A2528;
/// A2528.
pub type A2528 = A2529;
/// A2529.
pub type A2529 = A2530;
/// A2530.
pub type A2530 = A2531;
/// A2531.
pub type A2531 = A2532;
/// A2532.
pub type A2532 = A2533;
/// A2533.
pub type A2533 = A2534;
/// A2534.
pub type A2534 = A2535;
/// A2535.
pub type A2535 = A2536;
/// A2536.
pub type A2536 = A2537;
/// A2537.
pub type A2537 = A2538;
/// A2538.
pub type A2538 = A2539;
/// A2539.
pub type A2539 = A2540;
/// A2540.
pub type A2540 = A2541;
/// A2541.
pub type A2541 = A2542;
/// A2542.
pub type A2542 = A2543;
/// A2543.
pub type A2543 = A2544;
/// A2544.
pub type A2544 = A2545;
/// A2545.
pub type A2545 = A2546;
/// A2546.
pub type A2546 = A2547;
/// A2547.
pub type A2547 = A2548;
/// A2548.
pub type A2548 = A2549;
/// A2549.
pub type A2549 = A2550;
/// A2550.
pub type A2550 = A2551;
/// A2551.
pub type A2551 = A2552;
/// A2552.
pub type A2552 = A2553;
/// A2553.
pub type A2553 = A2554;
/// A2554.
pub type A2554 = A2555;
/// A2555.
pub type A2555 = A2556;
/// A2556.
pub type A2556 = A2557;
/// A2557.
pub type A2557 = A2558;
/// A2558.
pub type A2558 = A2559;
/// A2559.
pub type A2559 = A2560;
/// A2560.
pub type A2560 = A2561;
/// A2561.
pub type A2561 = A2562;
/// A2562.
pub type A2562 = A2563;
/// A2563.
pub type A2563 = A2564;
/// A2564.
pub type A2564 = A2565;
/// A2565.
pub type A2565 = A2566;
/// A2566.
pub type A2566 = A2567;
/// A2567.
pub type A2567 = A2568;
/// A2568.
pub type A2568 = A2569;
/// A2569.
pub type A2569 = A2570;
/// A2570.
pub type A2570 = A2571;
/// A2571.
pub type A2571 = A2572;
/// A2572.
pub type A2572 = A2573;
/// A2573.
pub type A2573 = A2574;
/// A2574.
pub type A2574 = A2575;
/// A2575.
pub type A2575 = A2576;
/// A2576.
pub type A2576 = A2577;
/// A2577.
pub type A2577 = A2578;
/// A2578.
pub type A2578 = A2579;
/// A2579.
pub type A2579 = A2580;
/// A2580.
pub type A2580 = A2581;
/// A2581.
pub type A2581 = A2582;
/// A2582.
pub type A2582 = A2583;
/// A2583.
pub type A2583 = A2584;
/// A2584.
pub type A2584 = A2585;
/// A2585.
pub type A2585 = A2586;
/// A2586.
pub type A2586 = A2587;
/// A2587.
pub type A2587 = A2588;
/// A2588.
pub type A2588 = A2589;
/// A2589.
pub type A2589 = A2590;
/// A2590.
pub type A2590 = A2591;
/// A2591.
pub type A2591 = A2592;
/// A2592.
pub type A2592 = A2593;
/// A2593.
pub type A2593 = A2594;
/// A2594.
pub type A2594 = A2595;
/// A2595.
pub type A2595 = A2596;
/// A2596.
pub type A2596 = A2597;
/// A2597.
pub type A2597 = A2598;
/// A2598.
pub type A2598 = A2599;
/// A2599.
pub type A2599 = A2600;
/// A2600.
pub type A2600 = A2601;
/// A2601.
pub type A2601 = A2602;
/// A2602.
pub type A2602 = A2603;
/// A2603.
pub type A2603 = A2604;
/// A2604.
pub type A2604 = A2605;
/// A2605.
pub type A2605 = A2606;
/// A2606.
pub type A2606 = A2607;
/// A2607.
pub type A2607 = A2608;
/// A2608.
pub type A2608 = A2609;
/// A2609.
pub type A2609 = A2610;
/// A2610.
pub type A2610 = A2611;
/// A2611.
pub type A2611 = A2612;
/// A2612.
pub type A2612 = A2613;
/// A2613.
pub type A2613 = A2614;
/// A2614.
pub type A2614 = A2615;
/// A2615.
pub type A2615 = A2616;
/// A2616.
pub type A2616 = A2617;
/// A2617.
pub type A2617 = A2618;
/// A2618.
pub type A2618 = A2619;
/// A2619.
pub type A2619 = A2620;
/// A2620.
pub type A2620 = A2621;
/// A2621.
pub type A2621 = A2622;
/// A2622.
pub type A2622 = A2623;
/// A2623.
pub type A2623 = A2624;
/// A2624.
pub type A2624 = A2625;
/// A2625.
pub type A2625 = A2626;
/// A2626.
pub type A2626 = A2627;
/// A2627.
pub type A2627 = A2628;
/// A2628.
pub type A2628 = A2629;
/// A2629.
pub type A2629 = A2630;
/// A2630.
pub type A2630 = A2631;
/// A2631.
pub type A2631 = A2632;
/// A2632.
pub type A2632 = A2633;
/// A2633.
pub type A2633 = A2634;
/// A2634.
pub type A2634 = A2635;
/// A2635.
pub type A2635 = A2636;
/// A2636.
pub type A2636 = A2637;
/// A2637.
pub type A2637 = A2638;
/// A2638.
pub type A2638 = A2639;
/// A2639.
pub type A2639 = A2640;
/// A2640.
pub type A2640 = A2641;
/// A2641.
pub type A2641 = A2642;
/// A2642.
pub type A2642 = A2643;
/// A2643.
pub type A2643 = A2644;
/// A2644.
pub type A2644 = A2645;
/// A2645.
pub type A2645 = A2646;
/// A2646.
pub type A2646 = A2647;
/// A2647.
pub type A2647 = A2648;
/// A2648.
pub type A2648 = A2649;
/// A2649.
pub type A2649 = A2650;
/// A2650.
pub type A2650 = A2651;
/// A2651.
pub type A2651 = A2652;
/// A2652.
pub type A2652 = A2653;
/// A2653.
pub type A2653 = A2654;
/// A2654.
pub type A2654 = A2655;
/// A2655.
pub type A2655 = A2656;
/// A2656.
pub type A2656 = A2657;
/// A2657.
pub type A2657 = A2658;
/// A2658.
pub type A2658 = A2659;
/// A2659.
pub type A2659 = A2660;
/// A2660.
pub type A2660 = A2661;
/// A2661.
pub type A2661 = A2662;
/// A2662.
pub type A2662 = A2663;
/// A2663.
pub type A2663 = A2664;
/// A2664.
pub type A2664 = A2665;
/// A2665.
pub type A2665 = A2666;
/// A2666.
pub type A2666 = A2667;
/// A2667.
pub type A2667 = A2668;
/// A2668.
pub type A2668 = A2669;
/// A2669.
pub type A2669 = A2670;
/// A2670.
pub type A2670 = A2671;
/// A2671.
pub type A2671 = A2672;
/// A2672.
pub type A2672 = A2673;
/// A2673.
pub type A2673 = A2674;
/// A2674.
pub type A2674 = A2675;
/// A2675.
pub type A2675 = A2676;
/// A2676.
pub type A2676 = A2677;
/// A2677.
pub type A2677 = A2678;
/// A2678.
pub type A2678 = A2679;
/// A2679.
pub type A2679 = A2680;
/// A2680.
pub type A2680 = A2681;
/// A2681.
pub type A2681 = A2682;
/// A2682.
pub type A2682 = A2683;
/// A2683.
pub type A2683 = A2684;
/// A2684.
pub type A2684 = A2685;
/// A2685.
pub type A2685 = A2686;
/// A2686.
pub type A2686 = A2687;
/// A2687.
pub type A2687 = A2688;
/// A2688.
pub type A2688 = A2689;
/// A2689.
pub type A2689 = A2690;
/// A2690.
pub type A2690 = A2691;
/// A2691.
pub type A2691 = A2692;
/// A2692.
pub type A2692 = A2693;
/// A2693.
pub type A2693 = A2694;
/// A2694.
pub type A2694 = A2695;
/// A2695.
pub type A2695 = A2696;
/// A2696.
pub type A2696 = A2697;
/// A2697.
pub type A2697 = A2698;
/// A2698.
pub type A2698 = A2699;
/// A2699.
pub type A2699 = A2700;
/// A2700.
pub type A2700 = A2701;
/// A2701.
pub type A2701 = A2702;
/// A2702.
pub type A2702 = A2703;
/// A2703.
pub type A2703 = A2704;
/// A2704.
pub type A2704 = A2705;
/// A2705.
pub type A2705 = A2706;
/// A2706.
pub type A2706 = A2707;
/// A2707.
pub type A2707 = A2708;
/// A2708.
pub type A2708 = A2709;
/// A2709.
pub type A2709 = A2710;
/// A2710.
pub type A2710 = A2711;
/// A2711.
pub type A2711 = A2712;
/// A2712.
pub type A2712 = A2713;
/// A2713.
pub type A2713 = A2714;
/// A2714.
pub type A2714 = A2715;
/// A2715.
pub type A2715 = A2716;
/// A2716.
pub type A2716 = A2717;
/// A2717.
pub type A2717 = A2718;
/// A2718.
pub type A2718 = A2719;
/// A2719.
pub type A2719 = A2720;
/// A2720.
pub type A2720 = A2721;
/// A2721.
pub type A2721 = A2722;
/// A2722.
pub type A2722 = A2723;
/// A2723.
pub type A2723 = A2724;
/// A2724.
pub type A2724 = A2725;
/// A2725.
pub type A2725 = A2726;
/// A2726.
pub type A2726 = A2727;
/// A2727.
pub type A2727 = A2728;
/// A2728.
pub type A2728 = A2729;
/// A2729.
pub type A2729 = A2730;
/// A2730.
pub type A2730 = A2731;
/// A2731.
pub type A2731 = A2732;
/// A2732.
pub type A2732 = A2733;
/// A2733.
pub type A2733 = A2734;
/// A2734.
pub type A2734 = A2735;
/// A2735.
pub type A2735 = A2736;
/// A2736.
pub type A2736 = A2737;
/// A2737.
pub type A2737 = A2738;
/// A2738.
pub type A2738 = A2739;
/// A2739.
pub type A2739 = A2740;
/// A2740.
pub type A2740 = A2741;
/// A2741.
pub type A2741 = A2742;
/// A2742.
pub type A2742 = A2743;
/// A2743.
pub type A2743 = A2744;
/// A2744.
pub type A2744 = A2745;
/// A2745.
pub type A2745 = A2746;
/// A2746.
pub type A2746 = A2747;
/// A2747.
pub type A2747 = A2748;
/// A2748.
pub type A2748 = A2749;
/// A2749.
pub type A2749 = A2750;
/// A2750.
pub type A2750 = A2751;
/// A2751.
pub type A2751 = A2752;
/// A2752.
pub type A2752 = A2753;
/// A2753.
pub type A2753 = A2754;
/// A2754.
pub type A2754 = A2755;
/// A2755.
pub type A2755 = A2756;
/// A2756.
pub type A2756 = A2757;
/// A2757.
pub type A2757 = A2758;
/// A2758.
pub type A2758 = A2759;
/// A2759.
pub type A2759 = A2760;
/// A2760.
pub type A2760 = A2761;
/// A2761.
pub type A2761 = A2762;
/// A2762.
pub type A2762 = A2763;
/// A2763.
pub type A2763 = A2764;
/// A2764.
pub type A2764 = A2765;
/// A2765.
pub type A2765 = A2766;
/// A2766.
pub type A2766 = A2767;
/// A2767.
pub type A2767 = A2768;
/// A2768.
pub type A2768 = A2769;
/// A2769.
pub type A2769 = A2770;
/// A2770.
pub type A2770 = A2771;
/// A2771.
pub type A2771 = A2772;
/// A2772.
pub type A2772 = A2773;
/// A2773.
pub type A2773 = A2774;
/// A2774.
pub type A2774 = A2775;
/// A2775.
pub type A2775 = A2776;
/// A2776.
pub type A2776 = A2777;
/// A2777.
pub type A2777 = A2778;
/// A2778.
pub type A2778 = A2779;
/// A2779.
pub type A2779 = A2780;
/// A2780.
pub type A2780 = A2781;
/// A2781.
pub type A2781 = A2782;
/// A2782.
pub type A2782 = A2783;
/// A2783.
pub type A2783 = A2784;
/// A2784.
pub type A2784 = A2785;
/// A2785.
pub type A2785 = A2786;
/// A2786.
pub type A2786 = A2787;
/// A2787.
pub type A2787 = A2788;
/// A2788.
pub type A2788 = A2789;
/// A2789.
pub type A2789 = A2790;
/// A2790.
pub type A2790 = A2791;
/// A2791.
pub type A2791 = A2792;
/// A2792.
pub type A2792 = A2793;
/// A2793.
pub type A2793 = A2794;
/// A2794.
pub type A2794 = A2795;
/// A2795.
pub type A2795 = A2796;
/// A2796.
pub type A2796 = A2797;
/// A2797.
pub type A2797 = A2798;
/// A2798.
pub type A2798 = A2799;
/// A2799.
pub type A2799 = A2800;
/// A2800.
pub type A2800 = A2801;
/// A2801.
pub type A2801 = A2802;
/// A2802.
pub type A2802 = A2803;
/// A2803.
pub type A2803 = A2804;
/// A2804.
pub type A2804 = A2805;
/// A2805.
pub type A2805 = A2806;
/// A2806.
pub type A2806 = A2807;
/// A2807.
pub type A2807 = A2808;
/// A2808.
pub type A2808 = A2809;
/// A2809.
pub type A2809 = A2810;
/// A2810.
pub type A2810 = A2811;
/// A2811.
pub type A2811 = A2812;
/// A2812.
pub type A2812 = A2813;
/// A2813.
pub type A2813 = A2814;
/// A2814.
pub type A2814 = A2815;
/// A2815.
pub type A2815 = A2816;
/// A2816.
pub type A2816 = A2817;
/// A2817.
pub type A2817 = A2818;
/// A2818.
pub type A2818 = A2819;
/// A2819.
pub type A2819 = A2820;
/// A2820.
pub type A2820 = A2821;
/// A2821.
pub type A2821 = A2822;
/// A2822.
pub type A2822 = A2823;
/// A2823.
pub type A2823 = A2824;
/// A2824.
pub type A2824 = A2825;
/// A2825.
pub type A2825 = A2826;
/// A2826.
pub type A2826 = A2827;
/// A2827.
pub type A2827 = A2828;
/// A2828.
pub type A2828 = A2829;
/// A2829.
pub type A2829 = A2830;
/// A2830.
pub type A2830 = A2831;
/// A2831.
pub type A2831 = A2832;
/// A2832.
pub type A2832 = A2833;
/// A2833.
pub type A2833 = A2834;
/// A2834.
pub type A2834 = A2835;
/// A2835.
pub type A2835 = A2836;
/// A2836.
pub type A2836 = A2837;
/// A2837.
pub type A2837 = A2838;
/// A2838.
pub type A2838 = A2839;
/// A2839.
pub type A2839 = A2840;
/// A2840.
pub type A2840 = A2841;
/// A2841.
pub type A2841 = A2842;
/// A2842.
pub type A2842 = A2843;
/// A2843.
pub type A2843 = A2844;
/// A2844.
pub type A2844 = A2845;
/// A2845.
pub type A2845 = A2846;
/// A2846.
pub type A2846 = A2847;
/// A2847.
pub type A2847 = A2848;
/// A2848.
pub type A2848 = A2849;
/// A2849.
pub type A2849 = A2850;
/// A2850.
pub type A2850 = A2851;
/// A2851.
pub type A2851 = A2852;
/// A2852.
pub type A2852 = A2853;
/// A2853.
pub type A2853 = A2854;
/// A2854.
pub type A2854 = A2855;
/// A2855.
pub type A2855 = A2856;
/// A2856.
pub type A2856 = A2857;
/// A2857.
pub type A2857 = A2858;
/// A2858.
pub type A2858 = A2859;
/// A2859.
pub type A2859 = A2860;
/// A2860.
pub type A2860 = A2861;
/// A2861.
pub type A2861 = A2862;
/// A2862.
pub type A2862 = A2863;
/// A2863.
pub type A2863 = A2864;
/// A2864.
pub type A2864 = A2865;
/// A2865.
pub type A2865 = A2866;
/// A2866.
pub type A2866 = A2867;
/// A2867.
pub type A2867 = A2868;
/// A2868.
pub type A2868 = A2869;
/// A2869.
pub type A2869 = A2870;
/// A2870.
pub type A2870 = A2871;
/// A2871.
pub type A2871 = A2872;
/// A2872.
pub type A2872 = A2873;
/// A2873.
pub type A2873 = A2874;
/// A2874.
pub type A2874 = A2875;
/// A2875.
pub type A2875 = A2876;
/// A2876.
pub type A2876 = A2877;
/// A2877.
pub type A2877 = A2878;
/// A2878.
pub type A2878 = A2879;
/// A2879.
pub type A2879 = A2880;
/// A2880.
pub type A2880 = A2881;
/// A2881.
pub type A2881 = A2882;
/// A2882.
pub type A2882 = A2883;
/// A2883.
pub type A2883 = A2884;
/// A2884.
pub type A2884 = A2885;
/// A2885.
pub type A2885 = A2886;
/// A2886.
pub type A2886 = A2887;
/// A2887.
pub type A2887 = A2888;
/// A2888.
pub type A2888 = A2889;
/// A2889.
pub type A2889 = A2890;
/// A2890.
pub type A2890 = A2891;
/// A2891.
pub type A2891 = A2892;
/// A2892.
pub type A2892 = A2893;
/// A2893.
pub type A2893 = A2894;
/// A2894.
pub type A2894 = A2895;
/// A2895.
pub type A2895 = A2896;
/// A2896.
pub type A2896 = A2897;
/// A2897.
pub type A2897 = A2898;
/// A2898.
pub type A2898 = A2899;
/// A2899.
pub type A2899 = A2900;
/// A2900.
pub type A2900 = A2901;
/// A2901.
pub type A2901 = A2902;
/// A2902.
pub type A2902 = A2903;
/// A2903.
pub type A2903 = A2904;
/// A2904.
pub type A2904 = A2905;
/// A2905.
pub type A2905 = A2906;
/// A2906.
pub type A2906 = A2907;
/// A2907.
pub type A2907 = A2908;
/// A2908.
pub type A2908 = A2909;
/// A2909.
pub type A2909 = A2910;
/// A2910.
pub type A2910 = A2911;
/// A2911.
pub type A2911 = A2912;
/// A2912.
pub type A2912 = A2913;
/// A2913.
pub type A2913 = A2914;
/// A2914.
pub type A2914 = A2915;
/// A2915.
pub type A2915 = A2916;
/// A2916.
pub type A2916 = A2917;
/// A2917.
pub type A2917 = A2918;
/// A2918.
pub type A2918 = A2919;
/// A2919.
pub type A2919 = A2920;
/// A2920.
pub type A2920 = A2921;
/// A2921.
pub type A2921 = A2922;
/// A2922.
pub type A2922 = A2923;
/// A2923.
pub type A2923 = A2924;
/// A2924.
pub type A2924 = A2925;
/// A2925.
pub type A2925 = A2926;
/// A2926.
pub type A2926 = A2927;
/// A2927.
pub type A2927 = A2928;
/// A2928.
pub type A2928 = A2929;
/// A2929.
pub type A2929 = A2930;
/// A2930.
pub type A2930 = A2931;
/// A2931.
pub type A2931 = A2932;
/// A2932.
pub type A2932 = A2933;
/// A2933.
pub type A2933 = A2934;
/// A2934.
pub type A2934 = A2935;
/// A2935.
pub type A2935 = A2936;
/// A2936.
pub type A2936 = A2937;
/// A2937.
pub type A2937 = A2938;
/// A2938.
pub type A2938 = A2939;
/// A2939.
pub type A2939 = A2940;
/// A2940.
pub type A2940 = A2941;
/// A2941.
pub type A2941 = A2942;
/// A2942.
pub type A2942 = A2943;
/// A2943.
pub type A2943 = A2944;
/// A2944.
pub type A2944 = A2945;
/// A2945.
pub type A2945 = A2946;
/// A2946.
pub type A2946 = A2947;
/// A2947.
pub type A2947 = A2948;
/// A2948.
pub type A2948 = A2949;
/// A2949.
pub type A2949 = A2950;
/// A2950.
pub type A2950 = A2951;
/// A2951.
pub type A2951 = A2952;
/// A2952.
pub type A2952 = A2953;
/// A2953.
pub type A2953 = A2954;
/// A2954.
pub type A2954 = A2955;
/// A2955.
pub type A2955 = A2956;
/// A2956.
pub type A2956 = A2957;
/// A2957.
pub type A2957 = A2958;
/// A2958.
pub type A2958 = A2959;
/// A2959.
pub type A2959 = A2960;
/// A2960.
pub type A2960 = A2961;
/// A2961.
pub type A2961 = A2962;
/// A2962.
pub type A2962 = A2963;
/// A2963.
pub type A2963 = A2964;
/// A2964.
pub type A2964 = A2965;
/// A2965.
pub type A2965 = A2966;
/// A2966.
pub type A2966 = A2967;
/// A2967.
pub type A2967 = A2968;
/// A2968.
pub type A2968 = A2969;
/// A2969.
pub type A2969 = A2970;
/// A2970.
pub type A2970 = A2971;
/// A2971.
pub type A2971 = A2972;
/// A2972.
pub type A2972 = A2973;
/// A2973.
pub type A2973 = A2974;
/// A2974.
pub type A2974 = A2975;
/// A2975.
pub type A2975 = A2976;
/// A2976.
pub type A2976 = A2977;
/// A2977.
pub type A2977 = A2978;
/// A2978.
pub type A2978 = A2979;
/// A2979.
pub type A2979 = A2980;
/// A2980.
pub type A2980 = A2981;
/// A2981.
pub type A2981 = A2982;
/// A2982.
pub type A2982 = A2983;
/// A2983.
pub type A2983 = A2984;
/// A2984.
pub type A2984 = A2985;
/// A2985.
pub type A2985 = A2986;
/// A2986.
pub type A2986 = A2987;
/// A2987.
pub type A2987 = A2988;
/// A2988.
pub type A2988 = A2989;
/// A2989.
pub type A2989 = A2990;
/// A2990.
pub type A2990 = A2991;
/// A2991.
pub type A2991 = A2992;
/// A2992.
pub type A2992 = A2993;
/// A2993.
pub type A2993 = A2994;
/// A2994.
pub type A2994 = A2995;
/// A2995.
pub type A2995 = A2996;
/// A2996.
pub type A2996 = A2997;
/// A2997.
pub type A2997 = A2998;
/// A2998.
pub type A2998 = A2999;
/// A2999.
pub type A2999 = A3000;
/// A3000.
pub type A3000 = String;
