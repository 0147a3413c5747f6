; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r575_byte () Int)
(declare-fun r575_0 () Int)
(declare-fun byte () Int)
(declare-fun w576_byte () Int)
(declare-fun w576_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s577_byte () Int)
(declare-fun s577_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s578_byte () Int)
(declare-fun s578_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s579_byte () Int)
(declare-fun s579_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s580_byte () Int)
(declare-fun s580_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s581_byte () Int)
(declare-fun s581_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s582_byte () Int)
(declare-fun s582_0 () Int)
(assert
 (let (($x301 (= byte (+ (+ 0 (* 4 (+ 0 (* r575_0 1)))) r575_byte))))
 (and (and (>= r575_0 0) (< r575_0 16)) (and (>= r575_byte 0) (< r575_byte 4)) $x301)))
(assert
 (let (($x509 (= byte (+ (+ 0 (* 4 (+ 0 (* w576_0 1)))) w576_byte))))
 (and (and (>= w576_0 0) (< w576_0 4)) (and (>= w576_byte 0) (< w576_byte 4)) $x509)))
(assert
 (let (($x493 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x493)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r575_0 1)))) held_byte0)))
(assert
 (let (($x693 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s577_0 1)))) s577_byte))))
 (and (and (>= s577_0 0) (< s577_0 16)) (and (>= s577_byte 0) (< s577_byte 4)) $x693)))
(assert
 (let (($x425 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x425)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s577_0 1)))) held_byte1)))
(assert
 (let (($x415 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s578_0 1)))) s578_byte))))
 (and (and (>= s578_0 0) (< s578_0 16)) (and (>= s578_byte 0) (< s578_byte 4)) $x415)))
(assert
 (let (($x418 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x418)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s578_0 1)))) held_byte2)))
(assert
 (let (($x687 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s579_0 1)))) s579_byte))))
 (and (and (>= s579_0 0) (< s579_0 16)) (and (>= s579_byte 0) (< s579_byte 4)) $x687)))
(assert
 (let (($x293 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x293)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s579_0 1)))) held_byte3)))
(assert
 (let (($x565 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s580_0 1)))) s580_byte))))
 (and (and (>= s580_0 0) (< s580_0 16)) (and (>= s580_byte 0) (< s580_byte 4)) $x565)))
(assert
 (let (($x352 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x352)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s580_0 1)))) held_byte4)))
(assert
 (let (($x677 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s581_0 1)))) s581_byte))))
 (and (and (>= s581_0 0) (< s581_0 16)) (and (>= s581_byte 0) (< s581_byte 4)) $x677)))
(assert
 (let (($x454 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x454)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s581_0 1)))) held_byte5)))
(assert
 (let (($x530 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s582_0 1)))) s582_byte))))
 (and (and (>= s582_0 0) (< s582_0 16)) (and (>= s582_byte 0) (< s582_byte 4)) $x530)))
(assert
 (let (($x528 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x392 (or false)))
(or $x392 (not $x528)))))
(check-sat)
