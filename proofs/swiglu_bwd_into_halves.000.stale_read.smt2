; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.a_ptr: stale read (slice_scatter reads mm vs triton_kernel_wrapper_functional_proxy a_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r642_byte () Int)
(declare-fun r642_1 () Int)
(declare-fun r642_0 () Int)
(declare-fun byte () Int)
(declare-fun w643_byte () Int)
(declare-fun w643_1 () Int)
(declare-fun w643_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s644_byte () Int)
(declare-fun s644_1 () Int)
(declare-fun s644_0 () Int)
(assert
 (let ((?x59 (+ 0 (* 4 (+ 0 (+ (* r642_0 32) (* r642_1 1)))))))
 (and (and (>= r642_0 0) (< r642_0 4)) (and (>= r642_1 0) (< r642_1 32)) (and (>= r642_byte 0) (< r642_byte 4)) (= byte (+ ?x59 r642_byte)))))
(assert
 (let ((?x3730 (+ 0 (* 4 (+ 0 (+ (* w643_0 32) (* w643_1 1)))))))
 (and (and (>= w643_0 0) (< w643_0 4)) (and (>= w643_1 0) (< w643_1 16)) (and (>= w643_byte 0) (< w643_byte 4)) (= byte (+ ?x3730 w643_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x59 (+ 0 (* 4 (+ 0 (+ (* r642_0 32) (* r642_1 1)))))))
 (= observed (+ ?x59 held_byte))))
(assert
 (let ((?x320 (+ 0 (* 4 (+ 0 (+ (* s644_0 32) (* s644_1 1)))))))
 (and (and (>= s644_0 0) (< s644_0 4)) (and (>= s644_1 0) (< s644_1 32)) (and (>= s644_byte 0) (< s644_byte 4)) (= observed (+ ?x320 s644_byte)))))
(assert
 (let (($x49411 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x49415 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x1205 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x49415 $x49411)))
 (let (($x49379 (or false)))
 (or $x49379 (not $x1205)))))))
(assert
 (let (($x114 (= (mod (mod (- (div (- observed 0) 4) 16) 32) 1) 0)))
(let (($x267 (< (div (mod (- (div (- observed 0) 4) 16) 32) 1) 16)))
(let (($x251 (and (>= (- (div (- observed 0) 4) 16) 0) (< (div (- (div (- observed 0) 4) 16) 32) 4) $x267 $x114)))
(let (($x49379 (or false)))
(or $x49379 (not $x251)))))))
(check-sat)
