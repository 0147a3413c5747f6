; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads slice_3 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4 then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4 then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r476_byte () Int)
(declare-fun r476_1 () Int)
(declare-fun r476_0 () Int)
(declare-fun byte () Int)
(declare-fun w477_byte () Int)
(declare-fun w477_1 () Int)
(declare-fun w477_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s478_byte () Int)
(declare-fun s478_1 () Int)
(declare-fun s478_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s479_byte () Int)
(declare-fun s479_1 () Int)
(declare-fun s479_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s480_byte () Int)
(declare-fun s480_1 () Int)
(declare-fun s480_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s481_byte () Int)
(declare-fun s481_1 () Int)
(declare-fun s481_0 () Int)
(assert
 (let ((?x493 (+ 0 (* 4 (+ 0 (+ (* r476_0 16) (* r476_1 1)))))))
 (and (and (>= r476_0 0) (< r476_0 4)) (and (>= r476_1 0) (< r476_1 16)) (and (>= r476_byte 0) (< r476_byte 4)) (= byte (+ ?x493 r476_byte)))))
(assert
 (let ((?x341 (+ 0 (* 4 (+ 0 (+ (* w477_0 16) (* w477_1 1)))))))
 (and (and (>= w477_0 0) (< w477_0 4)) (and (>= w477_1 0) (< w477_1 8)) (and (>= w477_byte 0) (< w477_byte 4)) (= byte (+ ?x341 w477_byte)))))
(assert
 (let (($x283 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x429 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
 (let (($x540 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x429 $x283)))
 (let (($x223 (or false)))
 (or $x223 (not $x540)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x493 (+ 0 (* 4 (+ 0 (+ (* r476_0 16) (* r476_1 1)))))))
 (= carried0 (+ ?x493 held_byte0))))
(assert
 (let ((?x397 (+ 0 (* 4 (+ 0 (+ (* s478_0 16) (* s478_1 1)))))))
 (and (and (>= s478_0 0) (< s478_0 4)) (and (>= s478_1 0) (< s478_1 16)) (and (>= s478_byte 0) (< s478_byte 4)) (= carried0 (+ ?x397 s478_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x397 (+ 0 (* 4 (+ 0 (+ (* s478_0 16) (* s478_1 1)))))))
 (= carried1 (+ ?x397 held_byte1))))
(assert
 (let ((?x538 (+ 0 (* 4 (+ 0 (+ (* s479_0 16) (* s479_1 1)))))))
 (and (and (>= s479_0 0) (< s479_0 4)) (and (>= s479_1 0) (< s479_1 16)) (and (>= s479_byte 0) (< s479_byte 4)) (= carried1 (+ ?x538 s479_byte)))))
(assert
 (let (($x562 (= (mod (mod (- (div (- carried1 0) 4) 8) 16) 1) 0)))
 (let (($x560 (< (div (mod (- (div (- carried1 0) 4) 8) 16) 1) 8)))
 (let (($x303 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 16) 4) $x560 $x562)))
 (let (($x223 (or false)))
 (or $x223 (not $x303)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x538 (+ 0 (* 4 (+ 0 (+ (* s479_0 16) (* s479_1 1)))))))
 (= carried2 (+ ?x538 held_byte2))))
(assert
 (let ((?x598 (+ 0 (* 4 (+ 0 (+ (* s480_0 16) (* s480_1 1)))))))
 (and (and (>= s480_0 0) (< s480_0 4)) (and (>= s480_1 0) (< s480_1 16)) (and (>= s480_byte 0) (< s480_byte 4)) (= carried2 (+ ?x598 s480_byte)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (let ((?x598 (+ 0 (* 4 (+ 0 (+ (* s480_0 16) (* s480_1 1)))))))
 (= carried3 (+ ?x598 held_byte3))))
(assert
 (let ((?x446 (+ 0 (* 4 (+ 0 (+ (* s481_0 16) (* s481_1 1)))))))
(and (and (>= s481_0 0) (< s481_0 16)) (and (>= s481_1 0) (< s481_1 16)) (and (>= s481_byte 0) (< s481_byte 4)) (= carried3 (+ ?x446 s481_byte)))))
(check-sat)
