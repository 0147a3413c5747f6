; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.a_ptr: stale read (slice_scatter reads mm vs triton_kernel_wrapper_functional_proxy a_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r640_byte () Int)
(declare-fun r640_1 () Int)
(declare-fun r640_0 () Int)
(declare-fun byte () Int)
(declare-fun w641_byte () Int)
(declare-fun w641_1 () Int)
(declare-fun w641_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s642_byte () Int)
(declare-fun s642_1 () Int)
(declare-fun s642_0 () Int)
(assert
 (let ((?x419 (+ 0 (* 4 (+ 0 (+ (* r640_0 32) (* r640_1 1)))))))
 (and (and (>= r640_0 0) (< r640_0 4)) (and (>= r640_1 0) (< r640_1 32)) (and (>= r640_byte 0) (< r640_byte 4)) (= byte (+ ?x419 r640_byte)))))
(assert
 (let ((?x367 (+ 0 (* 4 (+ 0 (+ (* w641_0 32) (* w641_1 1)))))))
 (and (and (>= w641_0 0) (< w641_0 4)) (and (>= w641_1 0) (< w641_1 16)) (and (>= w641_byte 0) (< w641_byte 4)) (= byte (+ ?x367 w641_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x419 (+ 0 (* 4 (+ 0 (+ (* r640_0 32) (* r640_1 1)))))))
 (= observed (+ ?x419 held_byte))))
(assert
 (let ((?x1680 (+ 0 (* 4 (+ 0 (+ (* s642_0 32) (* s642_1 1)))))))
 (and (and (>= s642_0 0) (< s642_0 4)) (and (>= s642_1 0) (< s642_1 32)) (and (>= s642_byte 0) (< s642_byte 4)) (= observed (+ ?x1680 s642_byte)))))
(assert
 (let (($x1063 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x608 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x323 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x608 $x1063)))
 (let (($x120 (or false)))
 (or $x120 (not $x323)))))))
(assert
 (let (($x106 (= (mod (mod (- (div (- observed 0) 4) 16) 32) 1) 0)))
(let (($x361 (< (div (mod (- (div (- observed 0) 4) 16) 32) 1) 16)))
(let (($x309 (and (>= (- (div (- observed 0) 4) 16) 0) (< (div (- (div (- observed 0) 4) 16) 32) 4) $x361 $x106)))
(let (($x120 (or false)))
(or $x120 (not $x309)))))))
(check-sat)
