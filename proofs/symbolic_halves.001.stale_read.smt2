; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r154_byte () Int)
(declare-fun r154_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w155_byte () Int)
(declare-fun w155_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s156_byte () Int)
(declare-fun s156_0 () Int)
(assert
 (let (($x241 (= byte (+ (+ 0 (* 4 (+ 0 (* r154_0 1)))) r154_byte))))
 (and (and (>= r154_0 0) (< r154_0 s83)) (and (>= r154_byte 0) (< r154_byte 4)) $x241)))
(assert
 (let ((?x152 (+ (+ 0 (* 4 (+ (div s83 2) (* w155_0 1)))) w155_byte)))
 (and (and (>= w155_0 0) (< w155_0 (div s83 2))) (and (>= w155_byte 0) (< w155_byte 4)) (= byte ?x152))))
(assert
 (let ((?x207 (div (- byte 0) 4)))
 (or (< ?x207 (div s83 2)) (>= ?x207 (+ (div s83 2) (div s83 2))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r154_0 1)))) held_byte0)))
(assert
 (let (($x162 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s156_0 1)))) s156_byte))))
 (and (and (>= s156_0 0) (< s156_0 s83)) (and (>= s156_byte 0) (< s156_byte 4)) $x162)))
(assert
 (>= s83 4))
(assert
 (let ((?x255 (div s83 2)))
 (<= ?x255 s83)))
(assert
 (let ((?x255 (div s83 2)))
 (let ((?x280 (* 2 ?x255)))
 (<= ?x280 s83))))
(assert
 (let ((?x255 (div s83 2)))
(<= 2 ?x255)))
(check-sat)
