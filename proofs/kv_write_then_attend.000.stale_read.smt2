; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r364_byte () Int)
(declare-fun r364_1 () Int)
(declare-fun r364_0 () Int)
(declare-fun byte () Int)
(declare-fun w365_byte () Int)
(declare-fun w365_1 () Int)
(declare-fun w365_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s366_byte () Int)
(declare-fun s366_1 () Int)
(declare-fun s366_0 () Int)
(assert
 (let ((?x1150 (+ 0 (* 4 (+ 0 (+ (* r364_0 8) (* r364_1 1)))))))
 (and (and (>= r364_0 0) (< r364_0 16)) (and (>= r364_1 0) (< r364_1 8)) (and (>= r364_byte 0) (< r364_byte 4)) (= byte (+ ?x1150 r364_byte)))))
(assert
 (let ((?x857 (+ 0 (* 4 (+ 32 (+ (* w365_0 8) (* w365_1 1)))))))
 (and (and (>= w365_0 0) (< w365_0 4)) (and (>= w365_1 0) (< w365_1 8)) (and (>= w365_byte 0) (< w365_byte 4)) (= byte (+ ?x857 w365_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1150 (+ 0 (* 4 (+ 0 (+ (* r364_0 8) (* r364_1 1)))))))
 (= observed (+ ?x1150 held_byte))))
(assert
 (let ((?x114 (+ 0 (* 4 (+ 0 (+ (* s366_0 1) (* s366_1 8)))))))
 (and (and (>= s366_0 0) (< s366_0 8)) (and (>= s366_1 0) (< s366_1 16)) (and (>= s366_byte 0) (< s366_byte 4)) (= observed (+ ?x114 s366_byte)))))
(assert
 (let (($x1286 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x129 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x255 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x129 $x1286)))
(or (or false) (not $x255))))))
(check-sat)
