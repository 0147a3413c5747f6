; program float_scale_dynamic, mul.self: stale read (end of graph reads arg2_1 vs mul self=arg2_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r274_byte () Int)
(declare-fun r274_1 () Int)
(declare-fun s3 () Int)
(declare-fun r274_0 () Int)
(declare-fun byte () Int)
(declare-fun s88 () Int)
(declare-fun w275_byte () Int)
(declare-fun w275_1 () Int)
(declare-fun w275_0 () Int)
(declare-fun zf69 () Int)
(declare-fun bitop0 () Int)
(declare-fun bitop1 () Int)
(declare-fun bitop2 () Int)
(declare-fun bitop3 () Int)
(declare-fun bitop4 () Int)
(declare-fun bitop5 () Int)
(assert
 (let ((?x1154 (+ 0 (* 4 (+ 0 (+ (* r274_0 s3) (* r274_1 1)))))))
 (and (and (>= r274_0 0) (< r274_0 s88)) (and (>= r274_1 0) (< r274_1 s3)) (and (>= r274_byte 0) (< r274_byte 4)) (= byte (+ ?x1154 r274_byte)))))
(assert
 (let ((?x1159 (+ 0 (* 4 (+ 0 (+ (* w275_0 s3) (* w275_1 1)))))))
 (and (and (>= w275_0 0) (< w275_0 s88)) (and (>= w275_1 0) (< w275_1 s3)) (and (>= w275_byte 0) (< w275_byte 4)) (= byte (+ ?x1159 w275_byte)))))
(assert
 (= s3 9))
(assert
 (= s88 2))
(assert
 (= zf69 0))
(assert
 (= bitop0 12))
(assert
 (= bitop1 15))
(assert
 (= bitop2 15))
(assert
 (= bitop3 15))
(assert
 (= bitop4 15))
(assert
 (= bitop5 15))
(assert
 (>= s3 2))
(assert
 (>= s88 2))
(assert
 (let ((?x323 (+ 1 bitop5)))
 (= 16 ?x323)))
(assert
 (let (($x1066 (and (>= bitop0 (+ (- 1) s3)) (>= bitop0 (div (+ (- 1) s3) 2)) (<= bitop0 (+ (+ (- 1) s3) (div (+ (- 1) s3) 2))))))
 (let ((?x1318 (+ (- 1) s3)))
 (let ((?x1272 (div ?x1318 2)))
 (let (($x425 (>= ?x1272 0)))
 (=> (and (>= ?x1318 0) $x425) $x1066))))))
(assert
 (let (($x141 (and (>= bitop1 bitop0) (>= bitop1 (div bitop0 4)) (<= bitop1 (+ bitop0 (div bitop0 4))))))
 (let (($x397 (and (>= bitop0 0) (>= (div bitop0 4) 0))))
 (=> $x397 $x141))))
(assert
 (let (($x1034 (and (>= bitop2 bitop1) (>= bitop2 (div bitop1 16)) (<= bitop2 (+ bitop1 (div bitop1 16))))))
 (let (($x112 (and (>= bitop1 0) (>= (div bitop1 16) 0))))
 (=> $x112 $x1034))))
(assert
 (let (($x861 (and (>= bitop3 bitop2) (>= bitop3 (div bitop2 256)) (<= bitop3 (+ bitop2 (div bitop2 256))))))
 (let (($x500 (and (>= bitop2 0) (>= (div bitop2 256) 0))))
 (=> $x500 $x861))))
(assert
 (let (($x251 (and (>= bitop4 bitop3) (>= bitop4 (div bitop3 65536)) (<= bitop4 (+ bitop3 (div bitop3 65536))))))
 (let (($x371 (and (>= bitop3 0) (>= (div bitop3 65536) 0))))
 (=> $x371 $x251))))
(assert
 (let (($x129 (and (>= bitop5 bitop4) (>= bitop5 (div bitop4 4294967296)) (<= bitop5 (+ bitop4 (div bitop4 4294967296))))))
(let (($x62 (and (>= bitop4 0) (>= (div bitop4 4294967296) 0))))
(=> $x62 $x129))))
(check-sat)
