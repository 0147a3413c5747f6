; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r404_byte () Int)
(declare-fun r404_1 () Int)
(declare-fun r404_0 () Int)
(declare-fun byte () Int)
(declare-fun w405_byte () Int)
(declare-fun w405_1 () Int)
(declare-fun w405_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s406_byte () Int)
(declare-fun s406_1 () Int)
(declare-fun s406_0 () Int)
(assert
 (let ((?x281 (+ 0 (* 4 (+ 0 (+ (* r404_0 8) (* r404_1 1)))))))
 (and (and (>= r404_0 0) (< r404_0 16)) (and (>= r404_1 0) (< r404_1 8)) (and (>= r404_byte 0) (< r404_byte 4)) (= byte (+ ?x281 r404_byte)))))
(assert
 (let ((?x92 (+ 0 (* 4 (+ 32 (+ (* w405_0 8) (* w405_1 1)))))))
 (and (and (>= w405_0 0) (< w405_0 4)) (and (>= w405_1 0) (< w405_1 8)) (and (>= w405_byte 0) (< w405_byte 4)) (= byte (+ ?x92 w405_byte)))))
(assert
 (let (($x484 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x262 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x610 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x262 $x484)))
 (or (or false) (not $x610))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x281 (+ 0 (* 4 (+ 0 (+ (* r404_0 8) (* r404_1 1)))))))
 (= carried0 (+ ?x281 held_byte0))))
(assert
 (let ((?x342 (+ 0 (* 4 (+ 0 (+ (* s406_0 1) (* s406_1 8)))))))
(and (and (>= s406_0 0) (< s406_0 8)) (and (>= s406_1 0) (< s406_1 16)) (and (>= s406_byte 0) (< s406_byte 4)) (= carried0 (+ ?x342 s406_byte)))))
(check-sat)
