; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r623_byte () Int)
(declare-fun r623_0 () Int)
(declare-fun byte () Int)
(declare-fun w624_byte () Int)
(declare-fun w624_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s625_byte () Int)
(declare-fun s625_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s626_byte () Int)
(declare-fun s626_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s627_byte () Int)
(declare-fun s627_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s628_byte () Int)
(declare-fun s628_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s629_byte () Int)
(declare-fun s629_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s630_byte () Int)
(declare-fun s630_0 () Int)
(assert
 (let (($x292 (= byte (+ (+ 0 (* 4 (+ 0 (* r623_0 1)))) r623_byte))))
 (and (and (>= r623_0 0) (< r623_0 16)) (and (>= r623_byte 0) (< r623_byte 4)) $x292)))
(assert
 (let (($x239 (= byte (+ (+ 0 (* 4 (+ 0 (* w624_0 1)))) w624_byte))))
 (and (and (>= w624_0 0) (< w624_0 4)) (and (>= w624_byte 0) (< w624_byte 4)) $x239)))
(assert
 (let (($x632 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x632)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r623_0 1)))) held_byte0)))
(assert
 (let (($x92 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s625_0 1)))) s625_byte))))
 (and (and (>= s625_0 0) (< s625_0 16)) (and (>= s625_byte 0) (< s625_byte 4)) $x92)))
(assert
 (let (($x485 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x485)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s625_0 1)))) held_byte1)))
(assert
 (let (($x182 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s626_0 1)))) s626_byte))))
 (and (and (>= s626_0 0) (< s626_0 16)) (and (>= s626_byte 0) (< s626_byte 4)) $x182)))
(assert
 (let (($x493 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x493)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s626_0 1)))) held_byte2)))
(assert
 (let (($x685 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s627_0 1)))) s627_byte))))
 (and (and (>= s627_0 0) (< s627_0 16)) (and (>= s627_byte 0) (< s627_byte 4)) $x685)))
(assert
 (let (($x184 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x184)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s627_0 1)))) held_byte3)))
(assert
 (let (($x284 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s628_0 1)))) s628_byte))))
 (and (and (>= s628_0 0) (< s628_0 16)) (and (>= s628_byte 0) (< s628_byte 4)) $x284)))
(assert
 (let (($x331 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x331)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s628_0 1)))) held_byte4)))
(assert
 (let (($x678 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s629_0 1)))) s629_byte))))
 (and (and (>= s629_0 0) (< s629_0 16)) (and (>= s629_byte 0) (< s629_byte 4)) $x678)))
(assert
 (let (($x664 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x664)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s629_0 1)))) held_byte5)))
(assert
 (let (($x452 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s630_0 1)))) s630_byte))))
 (and (and (>= s630_0 0) (< s630_0 16)) (and (>= s630_byte 0) (< s630_byte 4)) $x452)))
(assert
 (let (($x56 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x310 (or false)))
(or $x310 (not $x56)))))
(check-sat)
